/**
 * What a failed yup rule means, as a code and its values, with the field's label: the words are
 * the app's (`validation.<code>` texts of resources/i18n, the label in the chosen language), so a
 * message names the field as the form does — « Largeur (po) doit être supérieur ou égal à 1 » —
 * and not by its key ("width_inches must be greater than or equal to 1"). The server sends the
 * same codes with its 400s (`error.codes`, next to the English `error.errors`); the app's resolver
 * (src/framework/validation.ts) makes them from its own checks.
 */
import * as yup from 'yup';
import type { CodedMessage } from './i18n/catalogue';
import { FIELD_MESSAGES, type FieldMessageName } from './i18n/areas/system';

export interface FieldCode {
  /** `validation.<code>` (with the label) and `fields.<code>` (without): required, min, max, min_length, max_length, number, integer, email, url, date, boolean, one_of. */
  code: FieldMessageName;
  /**
   * The field's label, translated where it is shown: a declared field's translation key
   * (`resources.<name>.fields.<field>`, resources/framework.ts `fieldLabelKey`), else its English.
   */
  label: string;
  values?: Record<string, string | number>;
}

/** A field's key in words when it has no label: `width_inches` → "Width inches". */
export function labelOfKey(path: string): string {
  const last = path
    .split('.')
    .pop()!
    .replace(/\[\d+\]$/, '');
  const words = last.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The code of one failed rule, or undefined for a rule whose own message says it best (a pattern, a custom test). */
export function codeOf(error: yup.ValidationError): FieldCode | undefined {
  const params = (error.params ?? {}) as Record<string, unknown>;
  const label = typeof params.label === 'string' && params.label ? params.label : error.path ? labelOfKey(error.path) : undefined;
  if (!label) return undefined;
  const value = error.value;
  const number = (n: unknown) => (typeof n === 'number' ? n : undefined);
  switch (error.type) {
    case 'required':
    case 'optionality':
    case 'nullable':
      return { code: 'required', label };
    case 'min':
    case 'max': {
      const limit = number(params[error.type]);
      if (limit === undefined) return undefined;
      if (typeof value === 'string')
        return { code: error.type === 'min' ? 'min_length' : 'max_length', label, values: { [error.type]: limit } };
      if (typeof value === 'number') return { code: error.type, label, values: { [error.type]: limit } };
      return undefined;
    }
    case 'integer':
      return { code: 'integer', label };
    case 'email':
    case 'url':
      return { code: error.type, label };
    case 'oneOf':
      return typeof params.values === 'string' ? { code: 'one_of', label, values: { values: params.values } } : undefined;
    case 'typeError':
      return params.type === 'number' || params.type === 'date' || params.type === 'boolean' ? { code: params.type, label } : undefined;
    default:
      return undefined;
  }
}

/** `read` of the first failure of each field (as the messages), by field path, where it answers. */
function firstOfEachField<T>(err: yup.ValidationError, read: (e: yup.ValidationError) => T | undefined): Record<string, T> {
  const out: Record<string, T> = {};
  const seen = new Set<string>();
  for (const e of err.inner.length ? err.inner : [err]) {
    if (!e.path || seen.has(e.path)) continue;
    seen.add(e.path);
    const value = read(e);
    if (value !== undefined) out[e.path] = value;
  }
  return out;
}

/** The code of each failed field (the first failure of each, as the messages), by field path. */
export const fieldCodes = (err: yup.ValidationError): Record<string, FieldCode> => firstOfEachField(err, codeOf);

/**
 * The failure's message by key, without the label (`fields.<code>`, resources/i18n/areas/system.ts),
 * when the rule said its default words; a rule with words of its own ("Must be a whole number of
 * cents") keeps them.
 */
export function fieldMessageOf(error: yup.ValidationError): CodedMessage | undefined {
  const coded = codeOf(error);
  if (!coded) return undefined;
  const { code, values, text } = FIELD_MESSAGES.message(coded.code, coded.values);
  return text === error.message ? { code, values } : undefined;
}

/** The keyed failures (`fieldMessageOf`), the first of each field, by field path. */
export const fieldMessageCodes = (err: yup.ValidationError): Record<string, CodedMessage> => firstOfEachField(err, fieldMessageOf);
