/**
 * A status as a coloured chip, in words of the chosen language. Its colour is declared with the
 * choices (`choice([...]).toned({...})`, resources/fields.ts), so a list, a page and a card show
 * a status the same way; a status without a declaration passes its `tones`.
 */
import { Chip, type SxProps, type Theme } from '@mui/material';
import type { Tone } from '../../resources/fields';
import { declarationFor } from '../../providers/resourceNames';
import { routeNameOf } from '../../resources/framework';
import { useChoiceLabel } from '../framework/choiceLabel';

export function StatusChip({
  resource,
  value,
  field = 'status',
  tones,
  size = 'small',
  sx,
  testId,
}: {
  /** The react-admin resource (route or declared name) whose field holds the status. */
  resource: string;
  value: string | null | undefined;
  field?: string;
  tones?: Readonly<Record<string, Tone>>;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  testId?: string;
}) {
  const label = useChoiceLabel();
  if (!value) return null;
  const declaration = declarationFor(resource);
  const tone = (tones ?? declaration?.fields[field]?.tones)?.[value] ?? 'default';
  // The words' keys are the declaration's route name's (`resources.product.…` for "products").
  const keyed = declaration ? routeNameOf(declaration) : resource;
  return <Chip size={size} color={tone} label={label(field, value, keyed)} data-status={value} data-testid={testId} sx={sx} />;
}
