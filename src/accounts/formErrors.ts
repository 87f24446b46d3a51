/**
 * Field messages of a yup schema for a form's values: `{field: first message}`, in the chosen
 * language. A failed rule with a code (resources/validationCodes.ts `codeOf`) is worded by its key,
 * `validation.<code>`, naming the field by the form's own label — "Email is required", « E-mail est
 * obligatoire » — as the app's forms do (src/framework/validation.ts); a rule whose own words say
 * it best (a pattern, a custom test) keeps them.
 *
 * The screens before sign-in translate by key only (src/public/texts.tsx): a rule's English words
 * are no key there, and would show as nothing.
 */
import type { AnySchema } from 'yup';
import { ValidationError } from 'yup';
import { codeOf } from '../../resources/validationCodes';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export function fieldErrors(
  schema: AnySchema,
  values: Record<string, unknown>,
  translate: Translate,
  /** Each field's label as the form shows it (already in the chosen language), by field path. */
  labels: Record<string, string> = {},
): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      if (!inner.path || out[inner.path]) continue;
      const coded = codeOf(inner);
      out[inner.path] = coded
        ? translate(`validation.${coded.code}`, { ...coded.values, field: labels[inner.path] ?? coded.label })
        : inner.message;
    }
    return out;
  }
}
