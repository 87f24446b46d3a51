/**
 * Brands (docs/requirements/brands.md §7): GET brands, GET brands/{id}, PUT brands, POST brands/logo
 * (multipart brand_logo and/or rect_logo), PUT brands/header (multipart header, or JSON `key` of a
 * header uploaded through the aws-presigner), and
 * POST brand-channel/connect-channel through the store adapter. Brand users see and change only
 * their own brand; POST/DELETE brands (SUPERADMIN) are the framework's routes.
 */
import { Router, type Request } from 'express';
import { isStaff } from '../../resources/access';
import { parseId } from '../../resources/ids';
import { authorize, type Actor, actorOf, requireAccess } from '../framework/actor';
import { brandIdSchema, connectChannelSchema, headerKeySchema } from '../../resources/accounts/schemas';
import type { AppContext } from '../context';
import { badRequest, validate } from '../http/errors';
import { imageUpload, uploadedImage, uploadedKey, type CheckedImage } from '../http/uploads';
import type { CrudService } from '../framework/crud';
import { listBody, listParams } from '../framework/rest';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';
import { brandService } from './brandService';

const assertCanEdit = (actor: Actor, brandId: number) => authorize(actor, { resource: 'brands', action: 'Edit', brandId });

/** The brands resource's own calls, under /api/brands (the binding's routes). */
export function brandRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();
  const brandsOf = brandService(ctx);

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
    res.json(await brandsOf.withChannels(await crud.get(actor, String(req.params.id))));
  });

  router.put('/', requireAccess('brands', 'Edit'), async (req, res) => {
    const actor = actorOf(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const id = parseId(body.id);
    if (id === undefined) throw badRequest('The id is missing.', { id: FIELD_MESSAGES.message('required') });
    authorize(actor, { brandId: id });
    // Images and channels change through their own calls; the rest of a brand object is ignored.
    const { brand_logo: _l, rect_logo: _r, header: _h, channels: _c, ...changes } = body;
    res.json(await brandsOf.withChannels(await crud.update(actor, id, changes)));
  });

  router.post('/logo', requireAccess('brands', 'Edit'), imageUpload(['brand_logo', 'rect_logo']), async (req, res) => {
    const actor = actorOf(req);
    const { brand_id } = await validate(brandIdSchema, req.body ?? {});
    assertCanEdit(actor, brand_id);
    const images = (await Promise.all([uploadedImage(req, 'brand_logo'), uploadedImage(req, 'rect_logo')])).filter(
      (i): i is CheckedImage => !!i,
    );
    if (images.length === 0) throw badRequest('Choose an image to upload.', { brand_logo: 'Choose an image' });
    res.json(await brandsOf.saveImages(actor, brand_id, images, (field) => (field === 'rect_logo' ? 'rect_logo' : 'brand_logo')));
  });

  router.put('/header', requireAccess('brands', 'Edit'), imageUpload(['header']), async (req, res) => {
    const actor = actorOf(req);
    const { brand_id } = await validate(brandIdSchema, req.body ?? {});
    assertCanEdit(actor, brand_id);
    const image = await uploadedImage(req, 'header');
    if (image) return res.json(await brandsOf.saveImages(actor, brand_id, [image], () => 'header'));
    // Or a header already uploaded straight to storage through the aws-presigner (large images).
    const { key } = await validate(headerKeySchema, req.body ?? {});
    if (!key) throw badRequest('Choose an image to upload.', { header: 'Choose an image' });
    const stored = await uploadedKey(ctx.storage, 'headers', brand_id, key, 'key');
    res.json(await brandsOf.saveUrls(actor, brand_id, { header: stored.url }));
  });

  return router;
}

/** A brand's store channels: GET /api/brand-channel?brand_id and POST …/connect-channel. */
export function brandChannelRoutes(ctx: AppContext): Router {
  const router = Router();
  const brandsOf = brandService(ctx);

  router.get('/', requireAccess('brands', 'View'), async (req: Request, res) => {
    const { brand_id } = await validate(brandIdSchema, req.query);
    authorize(actorOf(req), { brandId: brand_id });
    res.json(await brandsOf.channelsOf(brand_id));
  });

  router.post('/connect-channel', requireAccess('brands', 'Edit'), async (req, res) => {
    const actor = actorOf(req);
    const input = await validate(connectChannelSchema, req.body ?? {});
    assertCanEdit(actor, input.brand_id);
    res.status(201).json(await brandsOf.connectChannel(actor, input));
  });

  return router;
}
