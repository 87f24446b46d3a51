/** Payloads of the translation calls, shared by the routes that check them and their OpenAPI entries. */
import * as yup from 'yup';
import { REQUIRED_MESSAGE } from '../fields';
import { idSchema } from '../ids';

const id = () => idSchema();
/** Dotted words without spaces (`menu.dashboard`, `resources.inventory/vendors.fields.email`). */
export const TRANSLATION_KEY_FORMAT = /^[a-z0-9_-]+(\.[A-Za-z0-9_/-]+)+$/;
export const translationTextSchema = yup.object({
  translation_key: yup
    .string()
    .trim()
    .max(200, 'Must be at most 200 characters')
    .matches(TRANSLATION_KEY_FORMAT, 'Use dotted lowercase words without spaces, e.g. menu.dashboard'),
  id: id(),
  language_id: id().required(REQUIRED_MESSAGE),
  text: yup.string().max(5000).defined(REQUIRED_MESSAGE),
});

export const translationQuerySchema = yup.object({ language_id: id(), key_id: id() });
export const translationKeyDeleteSchema = yup.object({ translation_key_id: id().required(REQUIRED_MESSAGE) });
