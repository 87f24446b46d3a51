/** The CRUD services of the administration area's resources, one per binding. */
import { parseId } from '../../resources/ids';
import type { AppContext } from '../context';
import { CrudService } from '../framework/crud';
import { ADMIN_BINDINGS } from './bindings';

export function crudFor(ctx: AppContext, name: string): CrudService {
  const binding = ADMIN_BINDINGS.find((b) => b.resource.name === name);
  if (!binding) throw new Error(`No binding for ${name}`);
  return new CrudService(ctx.database.db, binding);
}

/** An id from a query or form value (resources/ids.ts rule), undefined when absent, NaN when not an id. */
export function optionalId(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return parseId(value) ?? NaN;
}
