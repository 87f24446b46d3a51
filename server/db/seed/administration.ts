/**
 * Demo data of the administration area, each table seeded only while empty: the onboarding
 * checklist (items that really pass or fail against the demo brands), collections, a connected
 * demo store for brand 2, and reference data (fonts, art types, mockup categories, materials).
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { artTypes, brandChannels, brands, checklistItems, collections, fonts, materials, mockupCategories } from '../schema';

/**
 * For demo brand 1: the automatic and collection items pass; the logo, store, page and manual
 * items fail until someone acts (upload a logo, connect the store, visit /product, record the
 * pricing review). The email item reads the auditing browser's stored user, so it passes when
 * the audit runs in a verified session of the brand.
 */
export const DEMO_CHECKLIST = [
  { rank: 1, name: 'Create your account', completion_type: 'automatic', link: null, completion_metadata: null },
  {
    rank: 2,
    name: 'Verify your email address',
    completion_type: 'local',
    link: null,
    // Read from the browser that runs the audit: passes in a verified session of the brand itself.
    completion_metadata: { key: 'user', columns: ['brand_id', 'email_verified'], values: ['{brand_id}', 'true'] },
  },
  {
    rank: 3,
    name: 'Upload your brand logo',
    completion_type: 'presigned',
    link: '/brands/{brand_id}',
    completion_metadata: { url: '/api/brands/{brand_id}', column: 'brand_logo' },
  },
  {
    rank: 4,
    name: 'Create a collection',
    completion_type: 'column',
    link: '/collection',
    completion_metadata: { url: '/api/collections?brand_id={brand_id}', columns: ['brand_id', 'name'], values: ['{brand_id}', '*'] },
  },
  {
    rank: 5,
    name: 'Connect your store',
    completion_type: 'row',
    link: '/brands/{brand_id}',
    completion_metadata: { url: '/api/brand-channel?brand_id={brand_id}', status: 200 },
  },
  { rank: 6, name: 'Browse your products', completion_type: 'page', link: '/product', completion_metadata: null },
  { rank: 7, name: 'Review pricing with our team', completion_type: 'manual', link: null, completion_metadata: null },
];

async function isEmpty(db: Db, table: PgTable) {
  const [{ n }] = await db.select({ n: count() }).from(table);
  return n === 0;
}

export async function seedAdministration(db: Db) {
  const brandIds = new Set((await db.select({ id: brands.id }).from(brands)).map((b) => b.id));
  if (await isEmpty(db, checklistItems)) await db.insert(checklistItems).values(DEMO_CHECKLIST);
  if ((await isEmpty(db, collections)) && brandIds.has(1) && brandIds.has(2)) {
    await db.insert(collections).values([
      { name: 'Botanicals', brand_id: 1 },
      { name: 'Geometric', brand_id: 1 },
      { name: 'Coastal', brand_id: 2 },
    ]);
  }
  if ((await isEmpty(db, brandChannels)) && brandIds.has(2)) {
    await db.insert(brandChannels).values({
      brand_id: 2,
      channel: 'SHOPIFY',
      provider: 'demo',
      shop_domain: 'northwind-papers.demo-store.local',
      shop_name: 'Northwind Papers (demo store)',
    });
  }
  if (await isEmpty(db, fonts)) {
    await db.insert(fonts).values([
      { name: 'Playfair Display', family: '"Playfair Display", serif' },
      { name: 'Montserrat', family: 'Montserrat, sans-serif' },
      { name: 'Lora', family: 'Lora, serif' },
      { name: 'Oswald', family: 'Oswald, sans-serif' },
    ]);
  }
  if (await isEmpty(db, artTypes)) {
    await db.insert(artTypes).values([
      { name: 'Pattern', description: 'A repeating tile printed across the roll.' },
      { name: 'Mural', description: 'One large image split over panels.' },
      { name: 'Photograph', description: 'A photographic scene.' },
      { name: 'Illustration', description: 'Hand-drawn or digital artwork.' },
      { name: 'Texture', description: 'A material look: linen, plaster, wood.' },
    ]);
  }
  if (await isEmpty(db, mockupCategories)) {
    await db.insert(mockupCategories).values([
      { name: 'Living Room', category_type: 'ROOM_TYPE' },
      { name: 'Bedroom', category_type: 'ROOM_TYPE' },
      { name: 'Nursery', category_type: 'ROOM_TYPE' },
      { name: 'Modern', category_type: 'STYLE_TYPE' },
      { name: 'Bohemian', category_type: 'STYLE_TYPE' },
      { name: 'Neutral', category_type: 'COLOR_TYPE' },
      { name: 'Green', category_type: 'COLOR_TYPE' },
      { name: 'Wallpaper', category_type: 'PRODUCT_TYPE' },
      { name: 'Mural', category_type: 'PRODUCT_TYPE' },
      { name: 'Lifestyle', category_type: 'LISTING_TYPE' },
      { name: 'Swatch', category_type: 'LISTING_TYPE' },
    ]);
  }
  if (await isEmpty(db, materials)) {
    await db.insert(materials).values([
      { name: 'Peel & Stick Matte', sku: 'PS-MATTE', description: 'Removable self-adhesive vinyl, matte finish.', roll_width_inches: 24 },
      { name: 'Traditional Smooth', sku: 'TR-SMOOTH', description: 'Non-woven paper, paste the wall.', roll_width_inches: 27 },
      { name: 'Grasscloth Texture', sku: 'GC-TEX', description: 'Woven natural fibre on paper backing.', roll_width_inches: 36 },
      ...(brandIds.has(2)
        ? [
            {
              name: 'Northwind Linen',
              sku: 'NW-LINEN',
              brand_id: 2,
              description: 'Linen-look paper made for Northwind Papers.',
              roll_width_inches: 27,
            },
          ]
        : []),
    ]);
  }
}
