/**
 * Validation of list filter values before they reach SQL: every value must suit its column's
 * type (a number for numeric columns, a real date for dates…) and be a scalar or a short list
 * of scalars, so a malformed filter is a 400 with a field message, never a database error.
 */
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/errors';
import type { CodedText } from '../../resources/i18n/catalogue';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

/** Most values an `IN` filter (an array) may hold. */
export const MAX_FILTER_VALUES = 500;
/** Longest text a filter or search term may be. */
export const MAX_FILTER_TEXT = 500;

const invalid = (key: string, message: string | CodedText) => badRequest('Please correct the filter.', { [key]: message });

type Scalar = string | number | boolean;

/** A date from an ISO-like text or a timestamp, or undefined when it is not a real date. */
export function realDate(value: unknown): Date | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) < 8.64e15 ? new Date(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/.exec(value);
  if (!m) return undefined;
  // `2026-02-31` would parse as 3 March: the calendar day must exist.
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** One value of a filter on `column`, converted to what the column holds. */
export function filterScalar(column: PgColumn, key: string, value: unknown): Scalar | Date {
  if (typeof value === 'string' && value.length > MAX_FILTER_TEXT) throw invalid(key, `At most ${MAX_FILTER_TEXT} characters`);
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
    throw invalid(key, 'Must be a text, a number or true/false');
  switch (column.dataType) {
    case 'number':
    case 'bigint': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
      if (!Number.isFinite(n)) throw invalid(key, FIELD_MESSAGES.message('number'));
      const integer = /int|serial/i.test(column.columnType) || /int|serial/i.test(column.getSQLType());
      if (integer && (!Number.isSafeInteger(n) || Math.abs(n) > 2_147_483_647)) throw invalid(key, FIELD_MESSAGES.message('integer'));
      return n;
    }
    case 'boolean':
      if (value === true || value === 'true') return true;
      if (value === false || value === 'false') return false;
      throw invalid(key, FIELD_MESSAGES.message('boolean'));
    case 'date': {
      const date = realDate(value);
      if (!date) throw invalid(key, FIELD_MESSAGES.message('date'));
      return date;
    }
    case 'json':
      throw invalid(key, 'Cannot filter on this field');
    default:
      return String(value);
  }
}

/** A filter's value: a scalar, null, or a short list of scalars (IN). */
export function filterValue(column: PgColumn, key: string, value: unknown): Scalar | Date | null | Array<Scalar | Date> {
  if (value === null) return null;
  if (Array.isArray(value)) {
    if (value.length > MAX_FILTER_VALUES) throw invalid(key, `At most ${MAX_FILTER_VALUES} values`);
    return value.map((v) => filterScalar(column, key, v));
  }
  return filterScalar(column, key, value);
}

/** A free-text term (`q`, `_like`): text or a number, at most MAX_FILTER_TEXT characters. */
export function filterText(key: string, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(key, 'Must be a text');
  const text = String(value);
  if (text.length > MAX_FILTER_TEXT) throw invalid(key, `At most ${MAX_FILTER_TEXT} characters`);
  return text;
}

/** `_null` filters: true (is empty) or false (is not empty). */
export function filterFlag(key: string, value: unknown): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw invalid(key, FIELD_MESSAGES.message('boolean'));
}
