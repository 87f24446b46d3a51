/** Field messages of a yup schema for a form's values: `{field: first message}`. */
import type { AnySchema } from 'yup';
import { ValidationError } from 'yup';

export function fieldErrors(schema: AnySchema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      if (inner.path && !out[inner.path]) out[inner.path] = inner.message;
    }
    return out;
  }
}
