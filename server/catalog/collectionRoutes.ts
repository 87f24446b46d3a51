/**
 * Collections (docs/requirements/catalog.md §7): GET collections?brand_id; POST and PUT collections as multipart
 * (name, brand_id, collection_logo, secondary_image files); DELETE collections?collection_id is
 * the framework's route. Brand tenancy comes from the declaration.
 */
import { Router, type Request } from 'express';
import { authorize, type Actor, actorOf, requireAccess } from '../framework/actor';
import type { CrudService } from '../framework/crud';
import type { AppContext } from '../context';
import { badRequest } from '../http/errors';
import { imageUpload, uploadedImage } from '../http/uploads';
import { listBody, listParams } from '../framework/rest';
import { optionalId } from '../http/ids';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

const IMAGE_FIELDS = ['collection_logo', 'secondary_image'] as const;

/** The collections resource's own calls, under /api/collections (the binding's routes). */
export function collectionRoutes(ctx: AppContext, crud: CrudService): Router {
  const router = Router();

  router.get('/', requireAccess('collections', 'View'), async (req, res) => {
    const actor = actorOf(req);
    const params = listParams(req.query);
    const brandId = optionalId(req.query.brand_id);
    if (Number.isNaN(brandId)) throw badRequest('brand_id must be a whole number.', { brand_id: FIELD_MESSAGES.message('integer') });
    if (brandId !== undefined) {
      authorize(actor, { brandId });
      params.filter = { ...params.filter, brand_id: brandId };
    }
    res.json(listBody(await crud.list(actor, params)));
  });

  /** The text fields of the form plus the stored URLs of the uploaded images. */
  async function payload(req: Request, brandId: number | undefined) {
    const { id: _id, ...fields } = (req.body ?? {}) as Record<string, unknown>;
    if ((fields.brand_id === undefined || fields.brand_id === '') && brandId !== undefined) fields.brand_id = brandId;
    const folder = `collections/${brandId ?? 'shared'}`;
    for (const field of IMAGE_FIELDS) {
      const image = await uploadedImage(req, field);
      if (image) fields[field] = (await ctx.storage.put(folder, image.buffer, image.mime, image.extension)).url;
      // A form may send the field empty to clear the image; anything else textual is ignored.
      else if (fields[field] !== '') delete fields[field];
    }
    return fields;
  }

  const upload = imageUpload([...IMAGE_FIELDS]);

  /** A brand user names only their own brand: checked before any image is stored. */
  const assertOwnBrand = (actor: Actor, brandId: number | undefined) =>
    brandId !== undefined && !Number.isNaN(brandId) && authorize(actor, { brandId });

  router.post('/', requireAccess('collections', 'Add'), upload, async (req, res) => {
    const actor = actorOf(req);
    const brandId = optionalId(req.body?.brand_id) ?? actor.brand_id ?? undefined;
    assertOwnBrand(actor, brandId);
    res.status(201).json(await crud.create(actor, await payload(req, Number.isNaN(brandId) ? undefined : brandId)));
  });

  router.put('/', requireAccess('collections', 'Edit'), upload, async (req, res) => {
    const actor = actorOf(req);
    const id = optionalId(req.body?.id);
    if (id === undefined || Number.isNaN(id)) throw badRequest('The id is missing.', { id: FIELD_MESSAGES.message('required') });
    const existing = await crud.get(actor, id);
    assertOwnBrand(actor, optionalId(req.body?.brand_id));
    res.json(await crud.update(actor, id, await payload(req, existing.brand_id)));
  });

  return router;
}
