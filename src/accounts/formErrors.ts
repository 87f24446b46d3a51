/**
 * Field messages of a yup schema for a form's values: `{field: first message}`, each in the chosen
 * language by its key (`fields.*`, resources/validationCodes.ts `fieldMessageOf`) when it has one.
 */
import type { AnySchema } from 'yup';
import { ValidationError } from 'yup';
import { fieldMessageOf } from '../../resources/validationCodes';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function fieldErrors(schema: AnySchema, values: Record<string, unknown>, translate: Translate): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      if (!inner.path || out[inner.path]) continue;
      const coded = fieldMessageOf(inner);
      out[inner.path] = coded
        ? translate(coded.code, { ...coded.values, _: inner.message })
        : translate(inner.message, { _: inner.message });
    }
    return out;
  }
}
