/**
 * The design's fields, shared by the create form and the product page: name, brand (staff),
 * collection, art type, font, repeat (and its size on paper, which production cuts drops by), the materials and sizes it is sold in, fixed scale, colour
 * variants and description. Controlled: the parent keeps the values and sends them.
 */
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useGetList, usePermissions, useTranslate } from 'react-admin';
import { isStaff, type Role } from '../../../resources/access';
import { PRODUCT_SIZES, type Repeat } from '../../../resources/catalog/products';
import { DEFAULT_REPEAT_INCHES } from '../../../resources/production/paper';

export interface ProductValues {
  name: string;
  brand_id: number | '';
  collection_id: number | '';
  art_type_id: number | '';
  font_id: number | '';
  repeat: Repeat;
  /** Inches, as typed (the server checks them). */
  repeat_width_inches: string;
  repeat_height_inches: string;
  material_ids: number[];
  sizes: string[];
  fixed_scale: boolean;
  color_variants: boolean;
  description: string;
}

export const emptyProduct = (brandId: number | null): ProductValues => ({
  name: '',
  brand_id: brandId ?? '',
  collection_id: '',
  art_type_id: '',
  font_id: '',
  repeat: 'straight',
  repeat_width_inches: String(DEFAULT_REPEAT_INCHES),
  repeat_height_inches: String(DEFAULT_REPEAT_INCHES),
  material_ids: [],
  sizes: ['Sample'],
  fixed_scale: false,
  color_variants: false,
  description: '',
});

/** The values of a stored product, for the form. */
export const valuesOf = (record: Record<string, any>): ProductValues => ({
  name: record.name ?? '',
  brand_id: record.brand_id ?? '',
  collection_id: record.collection_id ?? '',
  art_type_id: record.art_type_id ?? '',
  font_id: record.font_id ?? '',
  repeat: record.repeat ?? 'straight',
  repeat_width_inches: String(record.repeat_width_inches ?? DEFAULT_REPEAT_INCHES),
  repeat_height_inches: String(record.repeat_height_inches ?? DEFAULT_REPEAT_INCHES),
  material_ids: record.material_ids ?? [],
  sizes: record.sizes ?? [],
  fixed_scale: !!record.fixed_scale,
  color_variants: !!record.color_variants,
  description: record.description ?? '',
});

const ALL = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

export function ProductFields({
  values,
  onChange,
  errors,
  brandEditable,
  withFixedScale = true,
}: {
  values: ProductValues;
  onChange: (values: ProductValues) => void;
  errors: Record<string, string>;
  /** Staff choose the brand of a new product; a product keeps its brand. */
  brandEditable: boolean;
  /** The product page flips fixed scale with its own call (PUT products/toggle-fixed-scale). */
  withFixedScale?: boolean;
}) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role | null>();
  const staff = isStaff(permissions);
  const set = <K extends keyof ProductValues>(key: K, value: ProductValues[K]) => onChange({ ...values, [key]: value });
  const brandId = values.brand_id === '' ? undefined : values.brand_id;
  const { data: brands } = useGetList('brands', ALL, { enabled: staff && brandEditable });
  const { data: collections } = useGetList('collection', { ...ALL, filter: brandId ? { brand_id: brandId } : {} }, { enabled: !!brandId });
  const { data: artTypes } = useGetList('art-types', ALL);
  const { data: fonts } = useGetList('fonts', ALL);
  const { data: materials } = useGetList('materials', ALL);
  const offered = (materials ?? []).filter((m) => m.brand_id == null || m.brand_id === brandId);
  const select = (
    key: 'collection_id' | 'art_type_id' | 'font_id',
    label: string,
    options: Array<{ id: number; name: string }> | undefined,
  ) => (
    <TextField
      select
      label={translate(label)}
      value={values[key]}
      onChange={(e) => set(key, e.target.value === '' ? '' : Number(e.target.value))}
      error={!!errors[key]}
      helperText={errors[key]}
    >
      <MenuItem value="">
        <em>{translate('None')}</em>
      </MenuItem>
      {(options ?? []).map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Stack spacing={2}>
      <TextField
        label={translate('Name')}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={!!errors.name}
        helperText={errors.name}
        required
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {staff && brandEditable && (
        <TextField
          select
          label={translate('Brand')}
          value={values.brand_id}
          onChange={(e) => onChange({ ...values, brand_id: Number(e.target.value), collection_id: '', material_ids: [] })}
          error={!!errors.brand_id}
          helperText={errors.brand_id}
          required
        >
          {(brands ?? []).map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {select('collection_id', 'Collection', collections as any)}
      {select('art_type_id', 'Art Type', artTypes as any)}
      {select('font_id', 'Font', fonts as any)}
      <FormControl error={!!errors.repeat}>
        <FormLabel id="repeat-label">{translate('Repeat')}</FormLabel>
        <RadioGroup row aria-labelledby="repeat-label" value={values.repeat} onChange={(e) => set('repeat', e.target.value as Repeat)}>
          <FormControlLabel value="straight" control={<Radio />} label={translate('Straight')} />
          <FormControlLabel value="half_step" control={<Radio />} label={translate('Half-step')} />
        </RadioGroup>
        {errors.repeat && <FormHelperText>{errors.repeat}</FormHelperText>}
      </FormControl>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        {(['repeat_width_inches', 'repeat_height_inches'] as const).map((key) => (
          <TextField
            key={key}
            type="number"
            label={translate(key === 'repeat_width_inches' ? 'Repeat Width (in)' : 'Repeat Height (in)')}
            value={values[key]}
            onChange={(e) => set(key, e.target.value)}
            error={!!errors[key]}
            helperText={errors[key]}
            required
            slotProps={{ htmlInput: { min: 1, max: 1200, step: 0.25 } }}
            sx={{ flex: '1 1 10rem' }}
          />
        ))}
      </Stack>
      <FormControl error={!!errors.material_ids} component="fieldset">
        <FormLabel component="legend">{translate('Materials')}</FormLabel>
        <FormGroup row>
          {offered.map((m) => (
            <FormControlLabel
              key={m.id}
              control={
                <Checkbox
                  checked={values.material_ids.includes(m.id)}
                  onChange={() => set('material_ids', toggle(values.material_ids, m.id))}
                />
              }
              label={m.name}
            />
          ))}
        </FormGroup>
        {errors.material_ids && <FormHelperText>{errors.material_ids}</FormHelperText>}
      </FormControl>
      <FormControl error={!!errors.sizes} component="fieldset">
        <FormLabel component="legend">{translate('Sizes')}</FormLabel>
        <FormGroup row>
          {PRODUCT_SIZES.map((size) => (
            <FormControlLabel
              key={size}
              control={<Checkbox checked={values.sizes.includes(size)} onChange={() => set('sizes', toggle(values.sizes, size))} />}
              label={translate(size)}
            />
          ))}
        </FormGroup>
        {errors.sizes && <FormHelperText>{errors.sizes}</FormHelperText>}
      </FormControl>
      <FormGroup row>
        {withFixedScale && (
          <FormControlLabel
            control={<Switch checked={values.fixed_scale} onChange={(e) => set('fixed_scale', e.target.checked)} />}
            label={translate('Fixed Scale')}
          />
        )}
        <FormControlLabel
          control={<Switch checked={values.color_variants} onChange={(e) => set('color_variants', e.target.checked)} />}
          label={translate('Colour Variants')}
        />
      </FormGroup>
      {errors.color_variants && <FormHelperText error>{errors.color_variants}</FormHelperText>}
      <TextField
        label={translate('Description')}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        multiline
        minRows={2}
        error={!!errors.description}
        helperText={errors.description}
      />
    </Stack>
  );
}

/** The form's values as the multipart fields of `POST products/create`. */
export function appendProductFields(form: FormData, values: ProductValues) {
  form.set('name', values.name);
  if (values.brand_id !== '') form.set('brand_id', String(values.brand_id));
  for (const key of ['collection_id', 'art_type_id', 'font_id'] as const) if (values[key] !== '') form.set(key, String(values[key]));
  form.set('repeat', values.repeat);
  form.set('repeat_width_inches', values.repeat_width_inches);
  form.set('repeat_height_inches', values.repeat_height_inches);
  form.set('material_ids', JSON.stringify(values.material_ids));
  form.set('sizes', JSON.stringify(values.sizes));
  form.set('fixed_scale', String(values.fixed_scale));
  form.set('color_variants', String(values.color_variants));
  if (values.description) form.set('description', values.description);
}

/** The form's values as the JSON of `PUT products` (the design update). */
export const updatePayload = (values: ProductValues) => ({
  name: values.name,
  collection_id: values.collection_id === '' ? null : values.collection_id,
  art_type_id: values.art_type_id === '' ? null : values.art_type_id,
  font_id: values.font_id === '' ? null : values.font_id,
  repeat: values.repeat,
  repeat_width_inches: values.repeat_width_inches,
  repeat_height_inches: values.repeat_height_inches,
  material_ids: values.material_ids,
  sizes: values.sizes,
  color_variants: values.color_variants,
  description: values.description || null,
});
