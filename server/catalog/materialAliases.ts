/** A store's name of a material mapped to one of ours: only to a material offered to the alias's brand. */
import { and, eq, isNull, or } from 'drizzle-orm';
import { materials } from '../db/schema';
import type { ResourceHooks } from '../framework/crud';
import { badRequest, INVALID_FIELDS } from '../http/errors';
import { FIELD_MESSAGES } from '../../resources/i18n/areas/system';

export const materialAliasHooks: ResourceHooks = {
  async beforeWrite(tx, input, { existing }) {
    const materialId = input.material_id ?? existing?.material_id;
    const brandId = input.brand_id ?? existing?.brand_id;
    if (materialId == null || brandId == null) return input;
    const [offered] = await tx
      .select({ id: materials.id })
      .from(materials)
      .where(and(eq(materials.id, materialId), or(isNull(materials.brand_id), eq(materials.brand_id, brandId))));
    if (!offered) throw badRequest(INVALID_FIELDS(), { material_id: FIELD_MESSAGES.message('material_not_offered') });
    return input;
  },
};
