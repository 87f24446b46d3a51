/** The administration area's declarations bound to their tables. */
import brands from '../../resources/admin/brands';
import collections from '../../resources/catalog/collections';
import checklistItems from '../../resources/checklist/items';
import artTypes from '../../resources/reference/artTypes';
import fonts from '../../resources/reference/fonts';
import materials from '../../resources/reference/materials';
import mockupCategories from '../../resources/reference/mockupCategories';
import * as schema from '../db/schema';
import { bind, type ResourceBinding } from '../framework/crud';

export const ADMIN_BINDINGS: ResourceBinding[] = [
  bind(brands, schema.brands),
  bind(collections, schema.collections),
  bind(checklistItems, schema.checklistItems),
  bind(fonts, schema.fonts),
  bind(artTypes, schema.artTypes),
  bind(mockupCategories, schema.mockupCategories),
  bind(materials, schema.materials),
];
