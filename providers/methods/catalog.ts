/**
 * The catalog's calls beyond CRUD: collections are sent as multipart forms with their images;
 * products (spec 2 §7) are created and their patterns replaced as multipart, and have their
 * store-side calls, image jobs, design headers and bulk upload.
 */
import { api } from '../httpClient';

export interface StoreProductSearch {
  brand_id?: number;
  query: string;
  direction?: 'next' | 'previous';
  cursor?: string | null;
  pageCount?: number;
}

export const catalogMethods = {
  /** Creates a collection (no `id` in the form) or saves one (`PUT collections`, multipart). */
  saveCollection: (form: FormData) => api('collections', { method: form.has('id') ? 'PUT' : 'POST', body: form }),
  /** `POST products/create`: the design's fields and its pattern_file. */
  createProduct: (form: FormData) => api('products/create', { method: 'POST', body: form }),
  /** `POST products/update`: pattern_file, brand_id, product_id, isHalfStep. */
  replacePattern: (form: FormData) => api('products/update', { method: 'POST', body: form }),
  /** `POST products/half-step-repair`: file, product_id, brand_id. */
  halfStepRepair: (form: FormData) => api('products/half-step-repair', { method: 'POST', body: form }),
  variantResync: (brand_id: number, design_id: number) =>
    api<{ message: string; product: Record<string, any> }>('products/variant-resync', { method: 'POST', body: { brand_id, design_id } }),
  toggleFixedScale: (design_id: number, current: boolean) =>
    api('products/toggle-fixed-scale', { method: 'PUT', body: { design_id, current } }),
  storeProducts: (search: StoreProductSearch) => api('products/shopify-products', { method: 'POST', body: search }),
  deleteStoreProduct: (id: string, brand_id: number) =>
    api(`products/shopify-products/${encodeURIComponent(id)}`, { method: 'DELETE', query: { brand_id } }),
  /** `POST queues/image-processor`: product processing, a sample or a design header. */
  queueImageJob: (body: { brand_id?: number; category: string; passthrough_data: Record<string, number> }) =>
    api<{ message: string; job: { id: number } }>('queues/image-processor', { method: 'POST', body }),
  designHeaders: (brand_id: number) => api<Array<Record<string, any>>>('design-headers', { query: { brand_id } }),
  appRequestsCheck: (brand_id?: number) =>
    api<{ busy: boolean; unprocessed: number; processing: number; processed: number; failed: number }>('app-requests/check', {
      query: { brand_id },
    }),
  /** The bulk upload's row-by-row report (creates nothing). */
  checkBulkUpload: (form: FormData) => api('bulk-upload/validate', { method: 'POST', body: form }),
  /** Creates every new row's product, or none. */
  runBulkUpload: (form: FormData) => api('bulk-upload', { method: 'POST', body: form }),
};
