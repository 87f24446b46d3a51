/** Payloads of the inventory's REST calls, shared by the route that checks them and its OpenAPI entry. */
import * as yup from 'yup';
import { unknownFieldMessage } from '../framework';

/** `POST v2/inventory/scan`: a scanned stock-unit barcode or serial. */
export const SCAN_KINDS = ['barcode', 'serial'] as const;

export const scanSchema = yup
  .object({
    value: yup.string().trim().required('Must provide a value').max(80, 'At most 80 characters'),
    kind: yup
      .string()
      .oneOf([...SCAN_KINDS], 'Must be barcode or serial')
      .default('barcode'),
  })
  .noUnknown(true, unknownFieldMessage);
