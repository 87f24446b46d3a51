/** The administration area's framework resources (brands, collections, checklist, reference data). */
import type { ResourceDeclaration } from '../framework';
import collections from '../catalog/collections';
import checklistItems from '../checklist/items';
import artTypes from '../reference/artTypes';
import fonts from '../reference/fonts';
import materials from '../reference/materials';
import mockupCategories from '../reference/mockupCategories';
import brands from './brands';

export const ADMIN_RESOURCES: ResourceDeclaration<any>[] = [
  brands,
  collections,
  checklistItems,
  fonts,
  artTypes,
  mockupCategories,
  materials,
];
