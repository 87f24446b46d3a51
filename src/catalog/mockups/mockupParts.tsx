/** Pieces the mockup screens share: categories (and their input), a mockup's card, and its status in words. */
import {
  Autocomplete,
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Checkbox,
  Chip,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetList, useInput, useTranslate } from 'react-admin';
import type { Mockup } from '../../../providers/methods/mockups';
import { StatusChip } from '../../components/StatusChip';
import { STARTER_MOCKUP_CATEGORIES } from '../../../resources/catalog/mockupCategories';

export interface MockupCategory {
  id: number;
  name: string;
  category_type: string;
}

/** Every mockup category (a short reference list), in name order. */
export function useMockupCategories() {
  return useGetList<MockupCategory>('mockup-categories', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } });
}

const asIds = (ids: number[] | null | undefined) => ids ?? [];

/** A category's name: a starter one's in the chosen language, any other as named. */
export function useCategoryName(): (category: Pick<MockupCategory, 'name'>) => string {
  const translate = useTranslate();
  return (category) => {
    const starter = STARTER_MOCKUP_CATEGORIES.find((s) => s.name === category.name);
    return starter ? translate(starter.key) : category.name;
  };
}

/**
 * A mockup's categories in a react-admin form (`categories`: their ids), chosen from a list grouped
 * by category type; the field's message (the server's) shows under it.
 */
export function CategoriesInput({ disabled = false }: { disabled?: boolean }) {
  const translate = useTranslate();
  const nameOf = useCategoryName();
  const { data: categories = [] } = useMockupCategories();
  const { field, fieldState } = useInput({ source: 'categories', defaultValue: [], format: asIds, parse: asIds });
  const chosen = categories.filter((c) => field.value.includes(c.id));
  const message = fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      options={categories}
      value={chosen}
      onChange={(_e, value: MockupCategory[]) => field.onChange(value.map((c) => c.id))}
      onBlur={field.onBlur}
      getOptionLabel={(c) => nameOf(c)}
      groupBy={(c) => translate(`resources.mockup-categories.choices.category_type.${c.category_type}`, { _: c.category_type })}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('screens.catalog.categories')}
          error={!!message}
          helperText={message && translate(message, { _: message })}
        />
      )}
    />
  );
}

/** One-click category filters: All, then each category. */
export function CategoryFilter({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const translate = useTranslate();
  const nameOf = useCategoryName();
  const { data = [] } = useMockupCategories();
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" role="group" aria-label={translate('screens.catalog.categories')}>
      <Chip
        label={translate('screens.shell.all')}
        color={value === null ? 'primary' : 'default'}
        onClick={() => onChange(null)}
        aria-pressed={value === null}
      />
      {data.map((category) => (
        <Chip
          key={category.id}
          label={nameOf(category)}
          color={value === category.id ? 'primary' : 'default'}
          onClick={() => onChange(category.id)}
          aria-pressed={value === category.id}
        />
      ))}
    </Stack>
  );
}

/** A mockup as a card: its photo, name and status; a link, or a choice when `selected` is given. */
export function MockupCard({
  mockup,
  href,
  selected,
  onToggle,
  actions,
}: {
  mockup: Mockup;
  href?: string;
  selected?: boolean;
  onToggle?: () => void;
  actions?: ReactNode;
}) {
  const translate = useTranslate();
  const body = (
    <>
      <CardMedia component="img" image={mockup.image} alt={mockup.name} sx={{ aspectRatio: '4 / 3', objectFit: 'cover' }} loading="lazy" />
      <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
        <Stack direction="row" alignItems="center" spacing={1} justifyContent="space-between">
          <Typography variant="subtitle2" noWrap title={mockup.name}>
            {mockup.name}
          </Typography>
          <StatusChip resource="mockups" value={mockup.status} />
        </Stack>
      </CardContent>
    </>
  );
  return (
    <Card
      variant="outlined"
      sx={{ position: 'relative', outline: selected ? 2 : 0, outlineColor: 'primary.main' }}
      data-testid="mockup-card"
    >
      {onToggle ? (
        <CardActionArea
          onClick={onToggle}
          aria-pressed={!!selected}
          aria-label={translate('screens.catalog.choose_name', { name: mockup.name })}
        >
          {body}
        </CardActionArea>
      ) : href ? (
        <CardActionArea component={RouterLink} to={href}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
      {onToggle && (
        <Box sx={{ position: 'absolute', top: 4, left: 4, bgcolor: 'background.paper', borderRadius: 1 }}>
          <Checkbox checked={!!selected} onChange={onToggle} inputProps={{ 'aria-label': mockup.name }} size="small" />
        </Box>
      )}
      {actions && <Box sx={{ px: 1, pb: 1 }}>{actions}</Box>}
    </Card>
  );
}

/** A responsive grid of cards: one column on a phone, more as the screen widens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}>{children}</Box>;
}
