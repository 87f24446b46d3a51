/** The catalog's declared resources: collections, the reference data products are made of, products (designs) and mockups. */
import artTypes from './artTypes';
import collections from './collections';
import fonts from './fonts';
import materials from './materials';
import mockupCategories from './mockupCategories';
import { generatedMockups, mockups } from './mockups';
import products from './products';

export const CATALOG_RESOURCES = [collections, fonts, artTypes, mockupCategories, materials, products, generatedMockups, mockups];
// generated-mockups (base mockups/generated) is listed before mockups so that its routes are mounted first.
