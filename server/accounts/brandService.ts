/**
 * Brands as their routes ask for them: a brand with its store channels (never an access token),
 * its images' URLs written with an audit row, and a store channel connected through the store
 * adapter (the token kept encrypted).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { Channel, connectChannelSchema } from '../../resources/accounts/schemas';
import type { AppContext } from '../context';
import type { Actor } from '../framework/actor';
import { brandChannels, brands } from '../db/schema';
import { badRequest, notFound, INVALID_FIELDS } from '../http/errors';
import type { CheckedImage } from '../http/uploads';
import { createAudited, updateAudited } from '../framework/write';
import { transact } from '../db/transaction';

const BRANDS = { table: brands, resource: 'brands' };
const BRAND_CHANNELS = { table: brandChannels, resource: 'brand-channels' };

type ImageColumn = 'brand_logo' | 'rect_logo' | 'header';

/** The public view of a brand's channel: never the access token. */
function channelView(row: typeof brandChannels.$inferSelect) {
  const { access_token: _secret, ...rest } = row;
  return rest;
}

export function brandService(ctx: AppContext) {
  const db = ctx.database.db;

  /** A brand's store channels, by channel name. */
  async function channelsOf(brandId: number) {
    const rows = await db.select().from(brandChannels).where(eq(brandChannels.brand_id, brandId)).orderBy(asc(brandChannels.channel));
    return rows.map(channelView);
  }

  async function withChannels(brand: Record<string, unknown>) {
    return { ...brand, channels: await channelsOf(brand.id as number) };
  }

  /** Writes stored images' URLs on the brand, with an audit row, and tells the brand's screens. */
  async function saveUrls(actor: Actor, brandId: number, changes: Partial<Record<ImageColumn, string>>) {
    const brand = await transact(
      db,
      async (tx) => (await updateAudited(tx, actor, BRANDS, brandId, changes, { action: 'upload', brand_id: brandId })).row,
    );
    await ctx.events.publish({ topic: 'brands.changed', brand_id: brandId, data: { brand_id: brandId } }).catch(() => {});
    return withChannels(brand);
  }

  /** Stores the images and writes their URLs on the brand. */
  async function saveImages(actor: Actor, brandId: number, images: CheckedImage[], column: (field: string) => ImageColumn) {
    const [existing] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    if (!existing) throw notFound(`Brand ${brandId} was not found.`);
    const changes: Partial<Record<ImageColumn, string>> = {};
    for (const image of images) {
      const stored = await ctx.storage.put(`brands/${brandId}`, image.buffer, image.mime, image.extension);
      changes[column(image.field)] = stored.url;
    }
    return saveUrls(actor, brandId, changes);
  }

  /** Connects (or connects again) a brand's store channel; the token is kept encrypted (SECRETS_KEY). */
  async function connectChannel(actor: Actor, input: InferType<typeof connectChannelSchema>) {
    const [brand] = await db.select().from(brands).where(eq(brands.id, input.brand_id));
    if (!brand) throw badRequest(INVALID_FIELDS(), { brand_id: 'No such brand' });
    const connection = await ctx.store.connect({
      brand,
      channel: input.channel as Channel,
      shop_domain: input.shop_domain,
      access_token: input.access_token,
    });
    const row = await transact(db, async (tx) => {
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
        .where(and(eq(brandChannels.brand_id, brand.id), eq(brandChannels.channel, input.channel)))
        .for('update');
      const audit = { action: 'connect-channel', brand_id: brand.id };
      if (existing) return (await updateAudited(tx, actor, BRAND_CHANNELS, existing, values, audit)).row;
      return createAudited(tx, actor, BRAND_CHANNELS, values, audit);
    });
    return channelView(row);
  }

  return { channelsOf, withChannels, saveUrls, saveImages, connectChannel };
}
