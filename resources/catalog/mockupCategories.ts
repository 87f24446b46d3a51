import { choice, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/** The five mockup category types of docs/requirements/catalog.md §3. */
export const MOCKUP_CATEGORY_TYPES = ['ROOM_TYPE', 'STYLE_TYPE', 'COLOR_TYPE', 'PRODUCT_TYPE', 'LISTING_TYPE'] as const;

/**
 * The categories every install starts with (server/catalog/seed.ts), each with the key of its words
 * (resources/i18n/screens/catalog.ts): a category with one of these names shows in the chosen
 * language; one a person named or renamed shows as named.
 */
export const STARTER_MOCKUP_CATEGORIES = [
  { name: 'Living Room', category_type: 'ROOM_TYPE', key: 'screens.catalog.living_room' },
  { name: 'Bedroom', category_type: 'ROOM_TYPE', key: 'screens.catalog.bedroom' },
  { name: 'Nursery', category_type: 'ROOM_TYPE', key: 'screens.catalog.nursery' },
  { name: 'Modern', category_type: 'STYLE_TYPE', key: 'screens.catalog.modern' },
  { name: 'Bohemian', category_type: 'STYLE_TYPE', key: 'screens.catalog.bohemian' },
  { name: 'Neutral', category_type: 'COLOR_TYPE', key: 'screens.catalog.neutral' },
  { name: 'Green', category_type: 'COLOR_TYPE', key: 'screens.catalog.green' },
  { name: 'Wallpaper', category_type: 'PRODUCT_TYPE', key: 'screens.catalog.wallpaper' },
  { name: 'Mural', category_type: 'PRODUCT_TYPE', key: 'screens.catalog.mural' },
  { name: 'Lifestyle', category_type: 'LISTING_TYPE', key: 'screens.catalog.lifestyle' },
  { name: 'Swatch', category_type: 'LISTING_TYPE', key: 'screens.catalog.swatch' },
] as const;

/** Mockup categories (docs/requirements/catalog.md §7 "GET mockup categories"). Everybody reads; SUPERADMIN manages. */
const declaration = defineResource({
  name: 'mockup-categories',
  labels: { one: 'Mockup Category', many: 'Mockup Categories' },
  serve: rest('mockup-categories'),
  access: { View: 'EVERYBODY', Add: 'SUPERADMIN', Edit: 'SUPERADMIN', Delete: 'SUPERADMIN' },
  fields: {
    name: text().required().max(120).labelled('Name').unique(),
    category_type: choice(MOCKUP_CATEGORY_TYPES).required().labelled('Category Type'),
  },
  list: { columns: ['name', 'category_type'], search: ['name'], filters: ['category_type'], sort: ['name', 'ASC'] },
  represent: 'name',
});

export default declaration;
/** A stored record, as the API answers it. */
export type MockupCategoryRecord = RecordOf<typeof declaration>;
