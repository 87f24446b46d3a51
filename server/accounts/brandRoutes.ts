/**
 * Brands (docs/requirements/brands.md §7): GET brands, GET brands/{id}, PUT brands, POST brands/logo
 * (multipart brand_logo and/or rect_logo), PUT brands/header (multipart header, or JSON `key` of a
 * header uploaded through the aws-presigner), and
 * POST brand-channel/connect-channel through the store adapter. Brand users see and change only
 * their own brand; POST/DELETE brands (SUPERADMIN) are the framework's routes.
 */
import { and, asc, eq } from 'drizzle-orm';
import { Router, type Request } from 'express';
import { isStaff } from '../../resources/access';
import { parseId } from '../../resources/ids';
import { authorize, type Actor, actorOf, requireAccess } from '../framework/actor';
import { brandIdSchema, connectChannelSchema, headerKeySchema, type Channel } from '../../resources/accounts/schemas';
import type { AppContext } from '../context';
import { brandChannels, brands } from '../db/schema';
import { badRequest, notFound, validate, INVALID_FIELDS } from '../http/errors';
import { imageUpload, uploadedImage, uploadedKey, type CheckedImage } from '../http/uploads';
import type { CrudService } from '../framework/crud';
import { listBody, listParams } from '../framework/rest';
import { createAudited, updateAudited } from '../framework/write';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { transact } from '../db/transaction';

/** The public view of a brand's channels: never the access token. */
function channelView(row: typeof brandChannels.$inferSelect) {
  const { access_token: _secret, ...rest } = row;
  return rest;
}

const BRANDS = { table: brands, resource: 'brands' };
const BRAND_CHANNELS = { table: brandChannels, resource: 'brand-channels' };
const assertCanEdit = (actor: Actor, brandId: number) => authorize(actor, { resource: 'brands', action: 'Edit', brandId });

/** The brands resource's own calls, under /api/brands (the binding's routes). */
export function brandRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  const db = ctx.database.db;

  async function withChannels(brand: Record<string, unknown>) {
    const channels = await db
      .select()
      .from(brandChannels)
      .where(eq(brandChannels.brand_id, brand.id as number))
      .orderBy(asc(brandChannels.channel));
    return { ...brand, channels: channels.map(channelView) };
  }

  /** Stores the images and writes their URLs on the brand, with an audit row. */
  async function saveImages(
    actor: Actor,
    brandId: number,
    images: CheckedImage[],
    column: (field: string) => 'brand_logo' | 'rect_logo' | 'header',
  ) {
    const [existing] = await db.select().from(brands).where(eq(brands.id, brandId));
    if (!existing) throw notFound(`Brand ${brandId} was not found.`);
    const changes: Record<string, string> = {};
    for (const image of images) {
      const stored = await ctx.storage.put(`brands/${brandId}`, image.buffer, image.mime, image.extension);
      changes[column(image.field)] = stored.url;
    }
    return saveUrls(actor, brandId, changes);
  }

  /** Writes stored images' URLs on the brand, with an audit row. */
  async function saveUrls(actor: Actor, brandId: number, changes: Partial<Record<'brand_logo' | 'rect_logo' | 'header', string>>) {
    const brand = await transact(
      db,
      async (tx) => (await updateAudited(tx, actor, BRANDS, brandId, changes, { action: 'upload', brand_id: brandId })).row,
    );
    await ctx.events.publish({ topic: 'brands.changed', brand_id: brandId, data: { brand_id: brandId } }).catch(() => {});
    return withChannels(brand);
  }

  router.get('/', requireAccess('brands', 'View'), async (req, res) => {
    const actor = actorOf(req);
    const params = listParams(req.query);
    // Brand users see their own brand only.
    if (!isStaff(actor.role)) params.filter = { ...params.filter, id: actor.brand_id ?? -1 };
    res.json(listBody(await crud.list(actor, params)));
  });

  router.get('/:id', requireAccess('brands', 'View'), async (req, res, next) => {
    const id = parseId(req.params.id);
    if (id === undefined) return next();
    const actor = actorOf(req);
    authorize(actor, { brandId: id });
    res.json(await withChannels(await crud.get(actor, String(req.params.id))));
  });

  router.put('/', requireAccess('brands', 'Edit'), async (req, res) => {
    const actor = actorOf(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const id = parseId(body.id);
    if (id === undefined) throw badRequest('The id is missing.', { id: FIELD_MESSAGES.message('required') });
    authorize(actor, { brandId: id });
    // Images and channels change through their own calls; the rest of a brand object is ignored.
    const { brand_logo: _l, rect_logo: _r, header: _h, channels: _c, ...changes } = body;
    res.json(await withChannels(await crud.update(actor, id, changes)));
  });

  router.post('/logo', requireAccess('brands', 'Edit'), imageUpload(['brand_logo', 'rect_logo']), async (req, res) => {
    const actor = actorOf(req);
    const { brand_id } = await validate(brandIdSchema, req.body ?? {});
    assertCanEdit(actor, brand_id);
    const images = (await Promise.all([uploadedImage(req, 'brand_logo'), uploadedImage(req, 'rect_logo')])).filter(
      (i): i is CheckedImage => !!i,
    );
    if (images.length === 0) throw badRequest('Choose an image to upload.', { brand_logo: 'Choose an image' });
    res.json(await saveImages(actor, brand_id, images, (field) => (field === 'rect_logo' ? 'rect_logo' : 'brand_logo')));
  });

  router.put('/header', requireAccess('brands', 'Edit'), imageUpload(['header']), async (req, res) => {
    const actor = actorOf(req);
    const { brand_id } = await validate(brandIdSchema, req.body ?? {});
    assertCanEdit(actor, brand_id);
    const image = await uploadedImage(req, 'header');
    if (image) return res.json(await saveImages(actor, brand_id, [image], () => 'header'));
    // Or a header already uploaded straight to storage through the aws-presigner (large images).
    const { key } = await validate(headerKeySchema, req.body ?? {});
    if (!key) throw badRequest('Choose an image to upload.', { header: 'Choose an image' });
    const stored = await uploadedKey(ctx.storage, 'headers', brand_id, key, 'key');
    res.json(await saveUrls(actor, brand_id, { header: stored.url }));
  });

  return router;
}

/** A brand's store channels: GET /api/brand-channel?brand_id and POST …/connect-channel. */
export function brandChannelRoutes(ctx: AppContext): Router {
  const router = Router();
  const db = ctx.database.db;

  router.get('/', requireAccess('brands', 'View'), async (req: Request, res) => {
    const { brand_id } = await validate(brandIdSchema, req.query);
    authorize(actorOf(req), { brandId: brand_id });
    const rows = await db.select().from(brandChannels).where(eq(brandChannels.brand_id, brand_id)).orderBy(asc(brandChannels.channel));
    res.json(rows.map(channelView));
  });

  router.post('/connect-channel', requireAccess('brands', 'Edit'), async (req, res) => {
    const actor = actorOf(req);
    const input = await validate(connectChannelSchema, req.body ?? {});
    assertCanEdit(actor, input.brand_id);
    const [brand] = await db.select().from(brands).where(eq(brands.id, input.brand_id));
    if (!brand) throw badRequest(INVALID_FIELDS(), { brand_id: 'No such brand' });
    const connection = await ctx.store.connect({
      brand,
      channel: input.channel as Channel,
      shop_domain: input.shop_domain,
      access_token: input.access_token,
    });
    const row = await transact(db, async (tx) => {
      // The store's access token is kept encrypted (SECRETS_KEY); it is never sent back.
      const access_token = connection.access_token ? ctx.secrets.encrypt(connection.access_token) : null;
      const values = {
        brand_id: brand.id,
        channel: input.channel,
        ...connection,
        access_token,
        connected_at: new Date(),
        updated_at: new Date(),
      };
      const [existing] = await tx
        .select()
        .from(brandChannels)
        .where(and(eq(brandChannels.brand_id, brand.id as number), eq(brandChannels.channel, input.channel)))
        .for('update');
      const audit = { action: 'connect-channel', brand_id: brand.id };
      if (existing) return (await updateAudited(tx, actor, BRAND_CHANNELS, existing, values, audit)).row;
      return createAudited(tx, actor, BRAND_CHANNELS, values, audit);
    });
    res.status(201).json(channelView(row));
  });

  return router;
}
