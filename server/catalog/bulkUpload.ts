/**
 * Bulk upload of products (/product/bulk-upload): a CSV (parsed with papaparse) and the pattern
 * files it names. Every row is checked before anything is made — `POST bulk-upload/validate`
 * answers the report only; `POST bulk-upload` creates all the new rows' products in one
 * transaction (or none) and queues their image jobs. A row already imported from the same file
 * (same name and pattern bytes: its import key) is reported as existing, never created twice.
 */
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import Papa from 'papaparse';
import { BULK_COLUMNS, BULK_MAX_ROWS, bulkUploadSchema } from '../../resources/catalog/productSchemas';
import { PRODUCT_SIZES } from '../../resources/catalog/products';
import { authorize, actorOf, requireAccess } from '../framework/actor';
import type { AppContext } from '../context';
import { collections, materials, products } from '../db/schema';
import { badRequest, fieldMessagesOf, HttpError, splitFieldMessages, validate, type FieldMessages } from '../http/errors';
import type { CodedMessage } from '../../resources/i18n/catalogue';
import { safeImage } from '../http/imagePolicy';
import { uploadLimitBytes } from '../http/uploads';
import { checkPattern } from './productImages';
import { announceJobs, patternFolder, queueProcessing } from './productService';
import { auditChange } from '../framework/write';
import { transact } from '../db/transaction';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { CATALOG_REFUSALS } from '../../resources/i18n/areas/catalog';

export interface BulkRow {
  /** The line of the CSV (the header is line 1). */
  line: number;
  name: string;
  pattern_file: string;
  repeat: 'straight' | 'half_step';
  collection: string;
  materials: string[];
  sizes: string[];
  description: string;
  status: 'new' | 'existing' | 'error';
  errors: Record<string, string>;
  /** The keyed messages' keys and values (resources/i18n/areas), by field: the app words them by key. */
  message_codes?: Record<string, CodedMessage>;
  existing_id?: number;
}

interface PreparedRow extends BulkRow {
  import_key?: string;
  collection_id?: number | null;
  material_ids?: number[];
  image?: { buffer: Buffer; mime: string; extension: string; width: number; height: number };
}

const split = (value: string) =>
  value
    .split(/[;|,]/)
    .map((v) => v.trim())
    .filter(Boolean);

function repeatOf(value: string): BulkRow['repeat'] | undefined {
  const v = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (!v || v === 'straight') return 'straight';
  if (v === 'half_step' || v === 'half_drop') return 'half_step';
  return undefined;
}

/** The multipart body: one CSV (field `csv`) and the pattern files (field `patterns`). */
function bulkFiles(req: Request, res: Response, next: NextFunction) {
  const maxBytes = uploadLimitBytes();
  multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: BULK_MAX_ROWS + 1, fields: 10 } }).fields([
    { name: 'csv', maxCount: 1 },
    { name: 'patterns', maxCount: BULK_MAX_ROWS },
  ])(req, res, (err?: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
      return next(
        new HttpError(413, 'payload_too_large', `A file is too large: the limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`, {
          [err.field ?? 'patterns']: FIELD_MESSAGES.message('at_most_megabytes', { megabytes: Math.round(maxBytes / 1024 / 1024) }),
        }),
      );
    next(new HttpError(400, 'bad_request', `The upload could not be read: ${(err as Error).message ?? 'bad multipart body'}.`));
  });
}

/** Reads and checks every row against the brand's data and the files sent; creates nothing. */
async function prepare(ctx: AppContext, brandId: number, req: Request): Promise<PreparedRow[]> {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
  const csv = files.csv?.[0];
  if (!csv) throw badRequest('Add the CSV file.', { csv: 'Must provide a CSV file' });
  const parsed = Papa.parse<Record<string, string>>(csv.buffer.toString('utf8').replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase().replace(/\s+/g, '_'),
  });
  const headers = parsed.meta.fields ?? [];
  const missing = ['name', 'pattern_file'].filter((c) => !headers.includes(c));
  if (missing.length)
    throw badRequest(`The CSV needs the columns ${missing.join(', ')} (it may also have ${BULK_COLUMNS.join(', ')}).`, {
      csv: `Missing columns: ${missing.join(', ')}`,
    });
  if (parsed.data.length === 0) throw badRequest('The CSV has no rows.', { csv: 'Must have at least one row' });
  if (parsed.data.length > BULK_MAX_ROWS)
    throw badRequest(`The CSV has more than ${BULK_MAX_ROWS} rows.`, { csv: `Must have at most ${BULK_MAX_ROWS} rows` });

  const patterns = new Map((files.patterns ?? []).map((f) => [f.originalname.split(/[\\/]/).pop()!.toLowerCase(), f]));
  const db = ctx.database.db;
  const brandCollections = await db.select().from(collections).where(eq(collections.brand_id, brandId));
  const offered = await db
    .select()
    .from(materials)
    .where(or(isNull(materials.brand_id), eq(materials.brand_id, brandId)));
  const names = parsed.data.map((r) => (r.name ?? '').trim()).filter(Boolean);
  const taken = names.length
    ? await db
        .select({ id: products.id, name: products.name, import_key: products.import_key })
        .from(products)
        .where(
          and(
            eq(products.brand_id, brandId),
            inArray(
              sql`lower(${products.name})`,
              names.map((n) => n.toLowerCase()),
            ),
          ),
        )
    : [];
  const seen = new Set<string>();

  const rows: PreparedRow[] = [];
  for (const [index, raw] of parsed.data.entries()) {
    const errors: FieldMessages = {};
    const name = (raw.name ?? '').trim();
    const patternName = (raw.pattern_file ?? '').trim();
    const repeat = repeatOf(raw.repeat ?? '');
    const row: PreparedRow = {
      line: index + 2,
      name,
      pattern_file: patternName,
      repeat: repeat ?? 'straight',
      collection: (raw.collection ?? '').trim(),
      materials: split(raw.materials ?? ''),
      sizes: split(raw.sizes ?? ''),
      description: (raw.description ?? '').trim(),
      status: 'new',
      errors: {},
    };
    if (!name) errors.name = FIELD_MESSAGES.message('required');
    else if (name.length > 200) errors.name = FIELD_MESSAGES.message('max_length', { max: 200 });
    else if (seen.has(name.toLowerCase())) errors.name = CATALOG_REFUSALS.message('appears_twice');
    seen.add(name.toLowerCase());
    if (!repeat) errors.repeat = CATALOG_REFUSALS.message('repeat_straight_or_half_step');
    if (row.description.length > 4000) errors.description = FIELD_MESSAGES.message('max_length', { max: 4000 });
    if (row.collection) {
      const found = brandCollections.find((c) => c.name.toLowerCase() === row.collection.toLowerCase());
      if (found) row.collection_id = found.id;
      else errors.collection = `No collection named ${row.collection}`;
    }
    row.material_ids = [];
    for (const sku of row.materials) {
      const found = offered.find((m) => m.sku.toLowerCase() === sku.toLowerCase() || m.name.toLowerCase() === sku.toLowerCase());
      if (found) row.material_ids.push(found.id);
      else errors.materials = `No material ${sku}`;
    }
    const sizes: string[] = [];
    for (const size of row.sizes) {
      const found = PRODUCT_SIZES.find((s) => s.toLowerCase() === size.toLowerCase());
      if (found) sizes.push(found);
      else errors.sizes = `Must be among: ${PRODUCT_SIZES.join(', ')}`;
    }
    row.sizes = sizes;
    const file = patternName ? patterns.get(patternName.split(/[\\/]/).pop()!.toLowerCase()) : undefined;
    if (!patternName) errors.pattern_file = FIELD_MESSAGES.message('required');
    else if (!file) errors.pattern_file = `No file named ${patternName} was sent`;
    else {
      try {
        // The image policy (type by content, pixel limit, decoded whole) and the pattern's own minimum.
        const image = await safeImage(file.buffer, 'pattern_file', patternName);
        const info = await checkPattern(image.buffer);
        row.image = { buffer: image.buffer, mime: image.mime, extension: image.extension, ...info };
        // Keyed by the bytes as sent (what the same file sent again has), not the re-encoded copy.
        const hash = crypto.createHash('sha256').update(file.buffer).digest('hex').slice(0, 24);
        row.import_key = `bulk:${name.toLowerCase().slice(0, 150)}:${hash}`;
      } catch (err) {
        errors.pattern_file =
          (err instanceof HttpError ? fieldMessagesOf(err).pattern_file : undefined) ?? CATALOG_REFUSALS.message('image_damaged');
      }
    }
    const existing = taken.find((p) => p.name.toLowerCase() === name.toLowerCase());
    if (existing && !errors.name) {
      if (row.import_key && existing.import_key === row.import_key) {
        row.status = 'existing';
        row.existing_id = existing.id;
      } else errors.name = CATALOG_REFUSALS.message('product_name_taken');
    }
    if (Object.keys(errors).length) row.status = 'error';
    Object.assign(row, splitFieldMessages(errors));
    rows.push(row);
  }
  return rows;
}

const report = (rows: PreparedRow[]) => ({
  rows: rows.map(({ image: _image, import_key: _key, collection_id: _c, material_ids: _m, ...row }) => row),
  valid: rows.every((r) => r.status !== 'error'),
  counts: {
    total: rows.length,
    new: rows.filter((r) => r.status === 'new').length,
    existing: rows.filter((r) => r.status === 'existing').length,
    errors: rows.filter((r) => r.status === 'error').length,
  },
});

export function bulkUploadRoutes(ctx: AppContext): Router {
  const router = Router();

  async function brandOf(req: Request) {
    const actor = actorOf(req);
    const { brand_id } = await validate(bulkUploadSchema, req.body ?? {});
    const brand = brand_id ?? actor.brand_id ?? undefined;
    if (brand === undefined) throw badRequest('Choose a brand.', { brand_id: FIELD_MESSAGES.message('required') });
    authorize(actor, { brandId: brand });
    return brand;
  }

  router.post('/validate', requireAccess('products', 'Add'), bulkFiles, async (req, res) => {
    const brandId = await brandOf(req);
    res.json(report(await prepare(ctx, brandId, req)));
  });

  router.post('/', requireAccess('products', 'Add'), bulkFiles, async (req, res) => {
    const brandId = await brandOf(req);
    const rows = await prepare(ctx, brandId, req);
    const checked = report(rows);
    if (!checked.valid) {
      const errors: Record<string, string> = {};
      for (const row of rows) for (const [field, message] of Object.entries(row.errors)) errors[`line ${row.line}.${field}`] = message;
      throw new HttpError(422, 'invalid_rows', `${checked.counts.errors} row(s) have errors: nothing was created.`, errors);
    }
    const fresh = rows.filter((r) => r.status === 'new');
    // Files first (content-addressed: a retry stores nothing twice), then every row or none.
    const keys = await Promise.all(
      fresh.map(async (r) => (await ctx.storage.put(patternFolder(brandId), r.image!.buffer, r.image!.mime, r.image!.extension)).key),
    );
    const created = await transact(ctx.database.db, async (tx) => {
      const made: Array<{ id: number; name: string; job_id: number; line: number }> = [];
      const rows: Array<typeof products.$inferSelect> = [];
      for (const [i, row] of fresh.entries()) {
        const [product] = await tx
          .insert(products)
          .values({
            brand_id: brandId,
            name: row.name,
            repeat: row.repeat,
            collection_id: row.collection_id ?? null,
            material_ids: row.material_ids ?? [],
            sizes: row.sizes,
            description: row.description || null,
            pattern_file: keys[i],
            pattern_width: row.image!.width,
            pattern_height: row.image!.height,
            processing_status: 'pending',
            import_key: row.import_key,
          })
          .returning();
        const job = await queueProcessing(ctx, tx, product);
        rows.push(product);
        made.push({ id: product.id, name: product.name, job_id: job.id, line: row.line });
      }
      // One audit row for the upload, naming every product it made (none made: nothing changed).
      if (rows.length)
        await auditChange(tx, actorOf(req), {
          action: 'bulk-upload',
          resource: 'products',
          record_id: null,
          brand_id: brandId,
          after: { products: rows },
        });
      return made;
    });
    if (created.length) await announceJobs(ctx, brandId);
    res.status(created.length ? 201 : 200).json({
      created,
      existing: rows.filter((r) => r.status === 'existing').map((r) => ({ id: r.existing_id, name: r.name, line: r.line })),
      job_ids: created.map((c) => c.job_id),
    });
  });

  return router;
}
