/**
 * Demo data of the catalog, each table seeded only while empty: collections and reference data
 * (fonts, art types, mockup categories, materials) and the demo products (demoProducts.ts).
 */
import type { Db } from '../db/client';
import { isEmpty } from '../db/seed';
import { artTypes, brands, collections, fonts, materials, mockupCategories } from '../db/schema';
import { STARTER_MOCKUP_CATEGORIES } from '../../resources/catalog/mockupCategories';
import { seedDemoProducts } from './demoProducts';

export async function seedCatalog(db: Db) {
  const brandIds = new Set((await db.select({ id: brands.id }).from(brands)).map((b) => b.id));
  if ((await isEmpty(db, collections)) && brandIds.has(1) && brandIds.has(2)) {
    await db.insert(collections).values([
      { name: 'Botanicals', brand_id: 1 },
      { name: 'Geometric', brand_id: 1 },
      { name: 'Coastal', brand_id: 2 },
    ]);
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
    await db.insert(mockupCategories).values(STARTER_MOCKUP_CATEGORIES.map(({ name, category_type }) => ({ name, category_type })));
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
  await seedDemoProducts(db);
}
