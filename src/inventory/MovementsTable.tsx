/** The stock history: who, when, what, stock and units before → after, zones. */
import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useChoiceLabel } from '../framework/fieldViews';
import { formatDate } from './useInventory';

export interface Movement {
  id: string;
  kind: string;
  user_email?: string | null;
  created_at: string;
  stock_before: number;
  stock_after: number;
  units_before: number;
  units_after: number;
  item_units_before?: number | null;
  item_units_after?: number | null;
  note?: string | null;
  zone_before?: { code: string } | null;
  zone_after?: { code: string } | null;
  inventory_item?: { id: string; barcode?: string | null } | null;
  trackable_item?: { id: string; sku: string } | null;
}

export function MovementsTable({ movements, showItem = false }: { movements: Movement[]; showItem?: boolean }) {
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel();
  if (!movements.length) return <Typography color="text.secondary">{translate('No stock movements yet.')}</Typography>;
  return (
    <Table size="small" data-testid="movements" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('When')}</TableCell>
          <TableCell>{translate('What')}</TableCell>
          {showItem && <TableCell>{translate('Trackable item')}</TableCell>}
          <TableCell>{translate('Unit')}</TableCell>
          <TableCell align="right">{translate('Stock')}</TableCell>
          <TableCell align="right">{translate('Units')}</TableCell>
          <TableCell>{translate('Zone')}</TableCell>
          <TableCell>{translate('Who')}</TableCell>
          <TableCell>{translate('Note')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {movements.map((m) => (
          <TableRow key={m.id} data-testid="movement-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(m.created_at)}</TableCell>
            <TableCell>
              <Chip size="small" label={choiceLabel('kind', m.kind, 'inventory/stock-movements')} data-kind={m.kind} />
            </TableCell>
            {showItem && (
              <TableCell>
                {m.trackable_item && <Link to={`/inventory/trackable-items/${m.trackable_item.id}`}>{m.trackable_item.sku}</Link>}
              </TableCell>
            )}
            <TableCell>
              {m.inventory_item?.barcode ?? ''}
              {m.item_units_before != null || m.item_units_after != null
                ? ` (${m.item_units_before ?? '–'} → ${m.item_units_after ?? '–'})`
                : ''}
            </TableCell>
            <TableCell align="right">
              {m.stock_before} → {m.stock_after}
            </TableCell>
            <TableCell align="right">
              {m.units_before} → {m.units_after}
            </TableCell>
            <TableCell>
              {m.zone_before?.code !== m.zone_after?.code
                ? `${m.zone_before?.code ?? '–'} → ${m.zone_after?.code ?? '–'}`
                : (m.zone_after?.code ?? '')}
            </TableCell>
            <TableCell>{m.user_email ?? translate('system')}</TableCell>
            <TableCell>{m.note ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
