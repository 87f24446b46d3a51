/**
 * The catalog's calls beyond CRUD: collections are sent as multipart forms with their images;
 * products (docs/requirements/catalog.md §7) are created and their patterns replaced as multipart, and have their
 * store-side calls, image jobs, design headers and bulk upload.
 */
import type { ProductRecord, ProductSize, Repeat } from '../../resources/catalog/products';
import { api, multipartOf } from '../httpClient';

/** The bulk upload's row-by-row report (`bulk-upload/validate`). */
export interface BulkUploadRow {
  line: number;
  name: string;
  pattern_file: string;
  repeat: string;
  collection: string;
  materials: string[];
  sizes: string[];
  status: 'new' | 'existing' | 'error';
  errors: Record<string, string>;
  /** The keyed messages' keys and values, by field (resources/i18n/areas). */
  message_codes?: Record<string, { code: string; values?: Record<string, unknown> }>;
}
export interface BulkUploadReport {
  rows: BulkUploadRow[];
  valid: boolean;
  counts: { total: number; new: number; existing: number; errors: number };
}
/** What a bulk upload made (`bulk-upload`). */
export interface BulkUploadResult {
  created: Array<{ id: number; name: string; job_id: number; line: number }>;
  existing: Array<{ id: number; name: string; line: number }>;
  job_ids: number[];
}

/** A brand's design header (GET design-headers). */
export interface DesignHeader {
  id: number;
  design_id: number;
  brand_id: number;
  header_file: string;
  header_url: string;
  created_at: string;
  design_name: string;
}

export interface StoreProductSearch {
  brand_id?: number;
  query: string;
  direction?: 'next' | 'previous';
  cursor?: string | null;
  pageCount?: number;
}

/** A collection as its form sends it: a new image replaces the stored one, none keeps it. */
export interface CollectionInput {
  /** Absent for a new collection. */
  id?: number;
  name: string;
  /** Staff name the brand; a brand user's is their own (filled in by the server). */
  brand_id?: number | null;
  collection_logo?: File | null;
  secondary_image?: File | null;
}

/** A new design as `POST products/create` takes it: its fields and the pattern image. */
export interface ProductInput {
  name: string;
  brand_id?: number | null;
  collection_id?: number | null;
  art_type_id?: number | null;
  font_id?: number | null;
  repeat: Repeat;
  repeat_width_inches: number | string;
  repeat_height_inches: number | string;
  material_ids: number[];
  sizes: ProductSize[] | string[];
  fixed_scale: boolean;
  color_variants: boolean;
  description?: string | null;
  pattern_file: File | null;
}

/** The product whose pattern a pattern tool changes. */
export interface PatternTarget {
  product_id: number;
  brand_id: number;
}

export const catalogMethods = {
  /** Creates a collection (no `id`) or saves one (`PUT collections`), multipart with its images. */
  saveCollection: (collection: CollectionInput) =>
    api('collections', { method: collection.id ? 'PUT' : 'POST', body: multipartOf({ ...collection }) }),
  /** `POST products/create`: the design's fields and its pattern_file; answers the product. */
  createProduct: (product: ProductInput) =>
    api<{ id: number; job_id?: number }>('products/create', { method: 'POST', body: multipartOf({ ...product }) }),
  /** `POST products/update`: a new pattern_file, as a straight or half-step repeat. */
  replacePattern: ({ pattern_file, isHalfStep, ...target }: PatternTarget & { pattern_file: File | null; isHalfStep: boolean }) =>
    api('products/update', { method: 'POST', body: multipartOf({ pattern_file, ...target, isHalfStep }) }),
  /** `POST products/half-step-repair`: the half-step design (`file`) becomes the straight pattern. */
  halfStepRepair: ({ file, ...target }: PatternTarget & { file: File | null }) =>
    api('products/half-step-repair', { method: 'POST', body: multipartOf({ file, ...target }) }),
  variantResync: (brand_id: number, design_id: number) =>
    api<{ message: string; product: ProductRecord }>('products/variant-resync', { method: 'POST', body: { brand_id, design_id } }),
  toggleFixedScale: (design_id: number, current: boolean) =>
    api('products/toggle-fixed-scale', { method: 'PUT', body: { design_id, current } }),
  storeProducts: (search: StoreProductSearch) => api('products/shopify-products', { method: 'POST', body: search }),
  deleteStoreProduct: (id: string, brand_id: number) =>
    api(`products/shopify-products/${encodeURIComponent(id)}`, { method: 'DELETE', query: { brand_id } }),
  /** `POST queues/image-processor`: product processing, a sample or a design header. */
  queueImageJob: (body: { brand_id?: number; category: string; passthrough_data: Record<string, number> }) =>
    api<{ message: string; job: { id: number } }>('queues/image-processor', { method: 'POST', body }),
  designHeaders: (brand_id: number) => api<DesignHeader[]>('design-headers', { query: { brand_id } }),
  appRequestsCheck: (brand_id?: number) =>
    api<{ busy: boolean; unprocessed: number; processing: number; processed: number; failed: number }>('app-requests/check', {
      query: { brand_id },
    }),
  /** The bulk upload's row-by-row report (creates nothing). */
  checkBulkUpload: (form: FormData) => api<BulkUploadReport>('bulk-upload/validate', { method: 'POST', body: form }),
  /** Creates every new row's product, or none. */
  runBulkUpload: (form: FormData) => api<BulkUploadResult>('bulk-upload', { method: 'POST', body: form }),
};
