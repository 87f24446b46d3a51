/** The stock history: who, when, what, stock and units before → after, zones. */
import { Chip, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useChoiceLabel } from '../framework/fieldViews';
import { RecordTable } from '../components/RecordTable';
import { useFormat } from '../framework/format';
import { keyedText } from '../framework/keyedText';
import type { Movement } from '../../providers/methods/inventory';

export type { Movement };

export function MovementsTable({ movements, showItem = false }: { movements: Movement[]; showItem?: boolean }) {
  const translate = useTranslate();
  const format = useFormat();
  const choiceLabel = useChoiceLabel();
  if (!movements.length) return <Typography color="text.secondary">{translate('screens.inventory.no_stock_movements_yet')}</Typography>;
  const short = { whiteSpace: 'nowrap' } as const;
  return (
    <RecordTable
      rows={movements}
      testId="movements"
      rowTestId="movement-row"
      columns={[
        { header: 'screens.shell.when', sx: short, cell: (m) => format.date(m.created_at) },
        {
          header: 'screens.inventory.what',
          cell: (m) => <Chip size="small" label={choiceLabel('kind', m.kind, 'inventory/stock-movements')} data-kind={m.kind} />,
        },
        ...(showItem
          ? [
              {
                header: 'screens.inventory.trackable_item',
                cell: (m: Movement) =>
                  m.trackable_item && <Link to={`/inventory/trackable-items/${m.trackable_item.id}`}>{m.trackable_item.sku}</Link>,
              },
            ]
          : []),
        {
          header: 'screens.inventory.unit',
          cell: (m) =>
            `${m.inventory_item?.barcode ?? ''}${
              m.item_units_before != null || m.item_units_after != null
                ? ` (${m.item_units_before ?? '–'} → ${m.item_units_after ?? '–'})`
                : ''
            }`,
        },
        { header: 'screens.inventory.stock', align: 'right', sx: short, cell: (m) => `${m.stock_before} → ${m.stock_after}` },
        { header: 'screens.inventory.units', align: 'right', sx: short, cell: (m) => `${m.units_before} → ${m.units_after}` },
        {
          header: 'screens.inventory.zone',
          sx: short,
          cell: (m) =>
            m.zone_before?.code !== m.zone_after?.code
              ? `${m.zone_before?.code ?? '–'} → ${m.zone_after?.code ?? '–'}`
              : (m.zone_after?.code ?? ''),
        },
        { header: 'screens.shell.who', cell: (m) => m.user_email ?? translate('screens.inventory.system') },
        // A note the server wrote ("set to 0", "delta +3") by its key; a person's note shows as written.
        {
          header: 'screens.inventory.note',
          cell: (m) =>
            m.note_code
              ? keyedText(translate, { text: m.note, code: m.note_code, values: m.note_values as Record<string, unknown> | null })
              : (m.note ?? ''),
        },
      ]}
    />
  );
}
