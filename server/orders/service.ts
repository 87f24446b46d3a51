/**
 * What other areas use of the orders area (the production floor records order events, recomputes
 * an order's status, reads an order for an action, imports printed store orders): they import it
 * from here, never from the area's other files, so those stay free to change.
 */
export { orderFor, type OrderRow } from './orderAccess';
export { enqueueStoreOrders, processQueueItem } from './importer';
export {
  noteOrderChange,
  orderEventRow,
  recordLineItemEvent,
  recordOrderEvent,
  refreshOrderStatus,
  setLineItemsStatus,
  userNameOf,
} from './timeline';
export { orderHits, orderNumbersOf, wordQuery } from './search';
