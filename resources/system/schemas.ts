/** Payloads of the system area's calls (analytics, jobs, outbox), shared by their routes and OpenAPI entries. */
import * as yup from 'yup';
import { idSchema } from '../ids';

/** `POST analytics/events`: a page view or product event. */
export const analyticsEventSchema = yup
  .object({
    name: yup
      .string()
      .trim()
      .required('Must provide a value')
      .max(60)
      .matches(/^[a-z][a-z0-9_.:-]*$/, 'Use lowercase letters, digits and _ . : -'),
    path: yup.string().trim().max(500).nullable(),
    props: yup
      .object()
      .nullable()
      .test('small', 'At most 2 KB of properties', (v) => !v || JSON.stringify(v).length <= 2048),
  })
  .noUnknown(true, 'Unknown field');

/** `GET jobs`: a brand's background jobs. */
/** `GET queues/image-processor`: one brand's jobs; staff may leave the brand out for every brand's. */
export const jobsQuerySchema = yup.object({ brand_id: idSchema() });

/** `GET outbox`: the newest emails, to one address. */
export const outboxQuerySchema = yup.object({
  to: yup.string().trim().max(254),
  limit: yup.number().typeError('Must be a number').integer('Must be a whole number').min(1).max(200).default(50),
});
