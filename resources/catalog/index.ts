/** The catalog's declared resources: collections and the reference data products are made of. */
import artTypes from './artTypes';
import collections from './collections';
import fonts from './fonts';
import materials from './materials';
import mockupCategories from './mockupCategories';

export const CATALOG_RESOURCES = [collections, fonts, artTypes, mockupCategories, materials];
