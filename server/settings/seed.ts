/** Demo data of the settings area: the onboarding checklist, seeded while it is empty. */
import { DEMO_CHECKLIST_NAMES as NAMES } from '../../resources/settings/checklist/demoItems';
import { checklistItems } from '../db/schema';
import type { Db } from '../db/client';
import { isEmpty } from '../db/seed';

/**
 * For demo brand 1: the automatic and collection items pass; the logo, store, page and manual
 * items fail until someone acts (upload a logo, connect the store, visit /product, record the
 * pricing review). Their names are the system's words, shown in the chosen language
 * (resources/settings/checklist/demoItems.ts). The email item reads the auditing browser's stored user, so it passes when
 * the audit runs in a verified session of the brand.
 */
export const DEMO_CHECKLIST = [
  { rank: 1, name: NAMES.create_account.en, completion_type: 'automatic', link: null, completion_metadata: null },
  {
    rank: 2,
    name: NAMES.verify_email.en,
    completion_type: 'local',
    link: null,
    // Read from the browser that runs the audit: passes in a verified session of the brand itself.
    completion_metadata: { key: 'user', columns: ['brand_id', 'email_verified'], values: ['{brand_id}', 'true'] },
  },
  {
    rank: 3,
    name: NAMES.upload_logo.en,
    completion_type: 'presigned',
    link: '/brands/{brand_id}',
    completion_metadata: { url: '/api/brands/{brand_id}', column: 'brand_logo' },
  },
  {
    rank: 4,
    name: NAMES.create_collection.en,
    completion_type: 'column',
    link: '/collection',
    completion_metadata: { url: '/api/collections?brand_id={brand_id}', columns: ['brand_id', 'name'], values: ['{brand_id}', '*'] },
  },
  {
    rank: 5,
    name: NAMES.connect_store.en,
    completion_type: 'row',
    link: '/brands/{brand_id}',
    completion_metadata: { url: '/api/brand-channel?brand_id={brand_id}', status: 200 },
  },
  { rank: 6, name: NAMES.browse_products.en, completion_type: 'page', link: '/product', completion_metadata: null },
  { rank: 7, name: NAMES.review_pricing.en, completion_type: 'manual', link: null, completion_metadata: null },
];

export async function seedSettings(db: Db) {
  if (await isEmpty(db, checklistItems)) await db.insert(checklistItems).values(DEMO_CHECKLIST);
}
