/** The area's declarations, one line each (resources/catalog/index.ts lists them all). */
export { default as collections } from './collections';
export { default as fonts } from './fonts';
export { default as artTypes } from './artTypes';
export { default as mockupCategories } from './mockupCategories';
export { default as materials } from './materials';
export { default as products } from './products';
export { generatedMockups } from './mockups';
export { mockups } from './mockups';
export { default as materialAliases } from './materialAliases';
