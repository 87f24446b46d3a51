/**
 * What other areas use of the production floor: they import it from here, never from the area's
 * other files, so those stay free to change. The search box (server/search) reads item labels.
 */
export { lineItemIdOf } from './scanCodes';
