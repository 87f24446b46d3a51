/**
 * The image jobs products start through `POST queues/image-processor` (docs/requirements/catalog.md §3 categories):
 * processing a product's pattern (passthrough product_id), a sample (design_id) and a design
 * header (design_id). MOCKUP_UPLOAD jobs (product_id) are queued by the mockup generate calls.
 */
export const JOB_CATEGORY_NAMES = ['PRODUCT_UPLOAD', 'SAMPLE_CREATION', 'HEADER_CREATION'] as const;
export type ProductJobCategory = (typeof JOB_CATEGORY_NAMES)[number];

/** The confirmation shown when a sample is queued (docs/requirements/catalog.md §8). */
export const SAMPLE_QUEUED = 'Sample Added To Sample Creation Queue';
/** The confirmation of a variant resync (docs/requirements/catalog.md §8). */
export const VARIANT_RESYNC_STARTED = 'Variant resync started successfully.';
