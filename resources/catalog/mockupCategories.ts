import { choice, text } from '../fields';
import { defineResource, rest, type RecordOf } from '../framework';

/** The five mockup category types of docs/requirements/catalog.md §3. */
export const MOCKUP_CATEGORY_TYPES = ['ROOM_TYPE', 'STYLE_TYPE', 'COLOR_TYPE', 'PRODUCT_TYPE', 'LISTING_TYPE'] as const;

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
