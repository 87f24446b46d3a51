/** The catalog's declared resources: collections, the reference data products are made of, and products (designs). */
import artTypes from './artTypes';
import collections from './collections';
import fonts from './fonts';
import materials from './materials';
import mockupCategories from './mockupCategories';
import products from './products';

export const CATALOG_RESOURCES = [collections, fonts, artTypes, mockupCategories, materials, products];
