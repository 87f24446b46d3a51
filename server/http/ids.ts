/** Ids read from a query or a multipart form, by the rule of resources/ids.ts. */
import { parseId } from '../../resources/ids';

/** An id from a query or form value, undefined when absent, NaN when not an id. */
export function optionalId(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return parseId(value) ?? NaN;
}
