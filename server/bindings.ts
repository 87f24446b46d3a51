/**
 * Declared resources bound to their tables. Adding a resource: one line here (after its
 * declaration in resources/ and its table in server/db/schema/).
 */
import featureFlags from '../resources/settings/featureFlags';
import languages from '../resources/settings/languages';
import { ADMIN_BINDINGS } from './admin/bindings';
import * as schema from './db/schema';
import { bind, registerBindings, type ResourceBinding } from './framework/crud';
import { INVENTORY_BINDINGS } from './inventory/bindings';

export const BINDINGS: ResourceBinding[] = [
  ...ADMIN_BINDINGS,
  bind(featureFlags, schema.featureFlags),
  bind(languages, schema.languages),
  ...INVENTORY_BINDINGS,
];
registerBindings(BINDINGS);
