/**
 * The design's fields, shared by the create form and the product page: name, brand (staff),
 * collection, art type, font, repeat (and its size on paper, which production cuts drops by), the
 * materials and sizes it is sold in, fixed scale, colour variants and description. react-admin
 * inputs: the form around them (react-admin's `<Form>` with `PRODUCT_RESOLVER`) holds the values,
 * checks them with the declaration's rules and shows the server's field messages under them.
 * The forms are `noValidate`: the inches' min, max and step guide the number inputs' arrows, and
 * the rules (in the app's language, not the browser's) are the declaration's.
 */
import { Stack } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  useGetList,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { isStaff, type Role } from '../../../resources/access';
import productsDeclaration, { PRODUCT_SIZES, type ProductSize, type Repeat } from '../../../resources/catalog/products';
import { DEFAULT_REPEAT_INCHES } from '../../../resources/production/paper';
import type { BrandRecord } from '../../../resources/accounts/brands';
import type { ArtTypeRecord } from '../../../resources/catalog/artTypes';
import type { CollectionRecord } from '../../../resources/catalog/collections';
import type { FontRecord } from '../../../resources/catalog/fonts';
import type { MaterialRecord } from '../../../resources/catalog/materials';
import type { ProductInput } from '../../../providers/methods/catalog';
import { formResolver, partialFormResolver } from '../../framework/views';
import { fieldLabelKey } from '../../../resources/framework';

/** A size is stored as the store's variant name ("Single Roll"); the form shows it in the chosen language. */
const SIZE_KEYS: Record<ProductSize, string> = {
  Sample: 'screens.catalog.sample',
  'Single Roll': 'screens.catalog.single_roll',
  'Double Roll': 'screens.catalog.double_roll',
  Panel: 'screens.catalog.panel',
};

/** The form's values; after the resolver, empty choices are null and the inches numbers. */
export interface ProductValues {
  name: string;
  brand_id?: number;
  collection_id: number | '' | null;
  art_type_id: number | '' | null;
  font_id: number | '' | null;
  repeat: Repeat;
  repeat_width_inches: number | string;
  repeat_height_inches: number | string;
  material_ids: number[];
  sizes: string[];
  fixed_scale: boolean;
  color_variants: boolean;
  description: string | null;
}

/** The declaration's rules, as the server checks a new product (`POST products/create`). */
export const PRODUCT_RESOLVER = formResolver(productsDeclaration);
/** Its update rules (`PUT products`) of the fields the product page's form carries, values as typed. */
export const PRODUCT_DETAILS_RESOLVER = partialFormResolver(productsDeclaration);

export const emptyProduct = (brandId: number | null): ProductValues => ({
  name: '',
  // Left out rather than '' when no brand is chosen, so that the rule says "Must provide a value".
  brand_id: brandId ?? undefined,
  collection_id: '',
  art_type_id: '',
  font_id: '',
  repeat: 'straight',
  repeat_width_inches: DEFAULT_REPEAT_INCHES,
  repeat_height_inches: DEFAULT_REPEAT_INCHES,
  material_ids: [],
  sizes: ['Sample'],
  fixed_scale: false,
  color_variants: false,
  description: '',
});

/** The values of a stored product, for the form. */
export const valuesOf = (record: FieldValues): ProductValues & { id: number } => ({
  id: record.id,
  name: record.name ?? '',
  brand_id: record.brand_id ?? undefined,
  collection_id: record.collection_id ?? '',
  art_type_id: record.art_type_id ?? '',
  font_id: record.font_id ?? '',
  repeat: record.repeat ?? 'straight',
  repeat_width_inches: record.repeat_width_inches ?? DEFAULT_REPEAT_INCHES,
  repeat_height_inches: record.repeat_height_inches ?? DEFAULT_REPEAT_INCHES,
  material_ids: record.material_ids ?? [],
  sizes: record.sizes ?? [],
  fixed_scale: !!record.fixed_scale,
  color_variants: !!record.color_variants,
  description: record.description ?? '',
});

const ALL = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

const noneIfEmpty = <T,>(value: T | '' | null | undefined): T | null => (value === '' || value === undefined ? null : value);

export function ProductFields({
  brandEditable,
  withFixedScale = true,
}: {
  /** Staff choose the brand of a new product; a product keeps its brand. */
  brandEditable: boolean;
  /** The product page flips fixed scale with its own call (PUT products/toggle-fixed-scale). */
  withFixedScale?: boolean;
}) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const { permissions } = usePermissions<Role | null>();
  const staff = isStaff(permissions);
  const brandId: number | undefined = useWatch({ name: 'brand_id' }) || undefined;
  const { data: brands } = useGetList<BrandRecord>('brands', ALL, { enabled: staff && brandEditable });
  const { data: collections } = useGetList<CollectionRecord>(
    'collection',
    { ...ALL, filter: brandId ? { brand_id: brandId } : {} },
    { enabled: !!brandId },
  );
  const { data: artTypes } = useGetList<ArtTypeRecord>('art-types', ALL);
  const { data: fonts } = useGetList<FontRecord>('fonts', ALL);
  const { data: materials } = useGetList<MaterialRecord>('materials', ALL);
  const offered = (materials ?? []).filter((m) => m.brand_id == null || m.brand_id === brandId);
  // Another brand has other collections and materials: the chosen ones go.
  const brandChanged = () => {
    setValue('collection_id', '', { shouldDirty: true });
    setValue('material_ids', [], { shouldDirty: true });
  };
  // Labelled by the declaration's field keys (`resources.product.fields.*`).
  const select = (source: 'collection_id' | 'art_type_id' | 'font_id', options: Array<{ id: number; name: string }> = []) => (
    <SelectInput
      source={source}
      label={fieldLabelKey(productsDeclaration, source)}
      choices={options}
      translateChoice={false}
      emptyText={<em>{translate('screens.catalog.none')}</em>}
      emptyValue=""
    />
  );

  return (
    <Stack>
      <TextInput source="name" label="screens.shell.name" isRequired slotProps={{ htmlInput: { maxLength: 200 } }} />
      {staff && brandEditable && (
        <SelectInput
          source="brand_id"
          label="screens.shell.brand"
          choices={brands ?? []}
          translateChoice={false}
          isRequired
          onChange={brandChanged}
        />
      )}
      {select('collection_id', collections)}
      {select('art_type_id', artTypes)}
      {select('font_id', fonts)}
      <RadioButtonGroupInput
        source="repeat"
        label="screens.catalog.repeat"
        choices={[
          { id: 'straight', name: 'screens.catalog.straight' },
          { id: 'half_step', name: 'screens.catalog.half_step' },
        ]}
      />
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        {(['repeat_width_inches', 'repeat_height_inches'] as const).map((source) => (
          <NumberInput
            key={source}
            source={source}
            label={source === 'repeat_width_inches' ? 'screens.catalog.repeat_width_in' : 'screens.catalog.repeat_height_in'}
            isRequired
            min={1}
            max={1200}
            step={0.25}
            sx={{ flex: '1 1 10rem' }}
          />
        ))}
      </Stack>
      <CheckboxGroupInput source="material_ids" label="screens.catalog.materials" choices={offered} translateChoice={false} />
      <CheckboxGroupInput
        source="sizes"
        label="screens.catalog.sizes"
        choices={PRODUCT_SIZES.map((size) => ({ id: size, name: SIZE_KEYS[size] }))}
      />
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        {withFixedScale && <BooleanInput source="fixed_scale" label="screens.catalog.fixed_scale" />}
        <BooleanInput source="color_variants" label="screens.catalog.colour_variants" />
      </Stack>
      <TextInput source="description" label="screens.shell.description" multiline minRows={2} />
    </Stack>
  );
}

/** The form's values as the JSON of `PUT products` (the design update): what a design may change. */
export const updatePayload = (values: ProductValues) => ({
  name: values.name,
  collection_id: noneIfEmpty(values.collection_id),
  art_type_id: noneIfEmpty(values.art_type_id),
  font_id: noneIfEmpty(values.font_id),
  repeat: values.repeat,
  repeat_width_inches: values.repeat_width_inches,
  repeat_height_inches: values.repeat_height_inches,
  material_ids: values.material_ids ?? [],
  sizes: values.sizes ?? [],
  color_variants: !!values.color_variants,
  description: values.description || null,
});

/** The form's values (checked by the resolver) and the pattern, as `createProduct` takes them: the update's fields, the brand and the scale. */
export const createInput = (values: ProductValues, pattern_file: File | null): ProductInput => ({
  ...updatePayload(values),
  brand_id: values.brand_id ?? null,
  fixed_scale: !!values.fixed_scale,
  pattern_file,
});
