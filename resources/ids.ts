/**
 * The one rule for record ids, wherever they come from (path, query, body, GraphQL argument):
 * a canonical positive integer — digits without sign, leading zeros, decimals, exponent or
 * hex — that fits a PostgreSQL integer. `2.0`, `+2`, `0x2`, `2e0` and `02` are not ids, so no
 * other spelling can name a record and tenancy is always decided on the stored record.
 */
import * as yup from 'yup';
import { fieldText } from './i18n/areas/system';

export const MAX_ID = 2_147_483_647;
export const ID_MESSAGE = fieldText('integer');

const CANONICAL = /^[1-9][0-9]{0,9}$/;

/** The id a value names, or undefined when it is not a canonical positive integer. */
export function parseId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 && value <= MAX_ID ? value : undefined;
  if (typeof value !== 'string' || !CANONICAL.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

/** A yup rule for an id field: canonical positive integers (as numbers or digit strings) only. */
export function idSchema(message = ID_MESSAGE) {
  return yup
    .number()
    .transform((_value, original) => {
      if (original === undefined || original === null || original === '') return undefined;
      return parseId(original) ?? Number.NaN;
    })
    .typeError(message);
}
