/**
 * Labels and slips first-class (issue 25, issue 26's fulfilment card): a shipment's label and
 * packing slip open as a PDF preview, print again on the chosen printer (the first by default,
 * the choice remembered on the device as the stations do), the label voids through the carrier
 * (asked first) and, once voided, is bought again. The order page shows every shipment of the
 * order with its carrier, service and tracking link; the weigh and ship stations show the same
 * actions for the parcel at hand. Staff only for the actions (the one access check, `weigh-queue`
 * Delete as on the server); brand users see their shipments and tracking.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Confirm, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { useChoiceLabel } from '../../framework/fieldViews';
import { useAppDataProvider } from '../../../providers/dataProvider';
import type { Shipment } from '../../../providers/methods/production';
import { FLOOR_WRITE } from '../../../resources/production/schemas';
import { StatusChip } from '../StatusChip';
import { usePageMutation, usePageQuery } from '../../framework/pageData';
import { PrinterSelect, usePrinterChoice } from '../stations/PrinterChoice';
import { ErrorMessage } from '../ErrorMessage';

/** The carrier's tracking page for a tracking number; the app's own shipment page for the local carrier. */
export function trackingUrl(shipment: Pick<Shipment, 'id' | 'carrier' | 'tracking_number'>): { href: string; external: boolean } {
  const number = encodeURIComponent(shipment.tracking_number);
  const carrier = shipment.carrier.toLowerCase();
  if (carrier.includes('usps')) return { href: `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`, external: true };
  if (carrier.includes('ups')) return { href: `https://www.ups.com/track?tracknum=${number}`, external: true };
  if (carrier.includes('fedex')) return { href: `https://www.fedex.com/fedextrack/?trknbr=${number}`, external: true };
  if (carrier.includes('dhl')) return { href: `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${number}`, external: true };
  if (carrier.includes('canada post'))
    return { href: `https://www.canadapost-postescanada.ca/track-reperage/en#/details/${number}`, external: true };
  return { href: `/shipments/${shipment.id}/show`, external: false };
}

export function TrackingLink({ shipment }: { shipment: Pick<Shipment, 'id' | 'carrier' | 'tracking_number'> }) {
  const { href, external } = trackingUrl(shipment);
  return external ? (
    <Link href={href} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
      {shipment.tracking_number}
    </Link>
  ) : (
    <Link component={RouterLink} to={href} data-testid="tracking-link">
      {shipment.tracking_number}
    </Link>
  );
}

/** A PDF from the API shown in a dialog (the browser's viewer), with its download. */
export function PdfPreview({ title, load, onClose }: { title: string; load: () => Promise<Blob>; onClose: () => void }) {
  const translate = useTranslate();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    load().then(
      (blob) => setUrl((made = URL.createObjectURL(blob))),
      (e) => setError((e as Error).message),
    );
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
    // The loader is fixed for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <ErrorMessage message={error} />
        {url && (
          <Box component="iframe" title={title} src={url} data-testid="pdf-preview" sx={{ width: '100%', height: '70vh', border: 0 }} />
        )}
        {!url && !error && <Typography>{translate('screens.production.loading')}</Typography>}
      </DialogContent>
      <DialogActions>
        {url && (
          <Button href={url} download={`${title}.pdf`}>
            {translate('screens.shell.download')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('screens.shell.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Open, reprint, void and buy again for one shipment; `printerId` is where reprints go. */
export function ShipmentActions({ shipment, printerId }: { shipment: Shipment; printerId: number | null | undefined }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [preview, setPreview] = useState<'label' | 'packing_slip' | null>(null);
  const [confirmVoid, setConfirmVoid] = useState(false);
  const reprint = usePageMutation((document: 'label' | 'packing_slip') => dataProvider.reprintDocument(shipment.id, document, printerId), {
    success: translate('screens.production.sent_to_the_printer'),
  });
  const voidLabel = usePageMutation(() => dataProvider.voidLabel(shipment.id), {
    success: translate('screens.production.label_tracking_voided', {
      tracking: shipment.tracking_number,
      _: `Label ${shipment.tracking_number} voided`,
    }),
  });
  const buyAgain = usePageMutation(() => dataProvider.buyAgain(shipment.id, printerId), {
    success: (r) =>
      translate('screens.production.new_label_tracking_bought_and', {
        tracking: r.shipment.tracking_number,
        _: `New label ${r.shipment.tracking_number} bought and printed`,
      }),
  });
  const voided = shipment.status === 'voided';
  const open = shipment.status === 'purchased';
  const busy = reprint.isPending || voidLabel.isPending || buyAgain.isPending;
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-testid={`shipment-actions-${shipment.id}`}>
      {!voided && (
        <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={() => setPreview('label')}>
          {translate('screens.production.open_label')}
        </Button>
      )}
      <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={() => setPreview('packing_slip')}>
        {translate('screens.production.open_packing_slip')}
      </Button>
      {!voided && (
        <Button size="small" startIcon={<PrintIcon />} disabled={busy} onClick={() => reprint.mutate('label')}>
          {translate('screens.production.reprint_label')}
        </Button>
      )}
      <Button size="small" startIcon={<PrintIcon />} disabled={busy} onClick={() => reprint.mutate('packing_slip')}>
        {translate('screens.production.reprint_packing_slip')}
      </Button>
      {open && (
        <Button size="small" color="error" startIcon={<BlockIcon />} disabled={busy} onClick={() => setConfirmVoid(true)}>
          {translate('screens.production.void_label')}
        </Button>
      )}
      {voided && (
        <Button size="small" startIcon={<ShoppingCartIcon />} disabled={busy} onClick={() => buyAgain.mutate(undefined)}>
          {translate('screens.production.buy_again')}
        </Button>
      )}
      {preview && (
        <PdfPreview
          title={`${translate(preview === 'label' ? 'screens.orders.label' : 'screens.orders.packing_slip')} ${shipment.tracking_number}`}
          load={() => (preview === 'label' ? dataProvider.labelPdf(shipment.id) : dataProvider.packingSlipPdf(shipment.id))}
          onClose={() => setPreview(null)}
        />
      )}
      <Confirm
        isOpen={confirmVoid}
        loading={voidLabel.isPending}
        title={translate('screens.production.void_label_tracking', {
          tracking: shipment.tracking_number,
          _: `Void label ${shipment.tracking_number}?`,
        })}
        content={translate('screens.production.the_carrier_refunds_it_and_the')}
        confirm={translate('screens.production.void_label')}
        cancel={translate('screens.production.keep_label')}
        onConfirm={() => voidLabel.mutate(undefined, { onSettled: () => setConfirmVoid(false) })}
        onClose={() => setConfirmVoid(false)}
      />
    </Stack>
  );
}

/** One shipment's line: status, carrier and service, tracking link, and (for staff) its actions. */
function ShipmentRow({ shipment, printerId, canWrite }: { shipment: Shipment; printerId?: number | null; canWrite: boolean }) {
  return (
    <Box sx={{ py: 1, borderTop: 1, borderColor: 'divider' }} data-testid="shipment">
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <StatusChip resource="shipments" value={shipment.status} />
        <Typography variant="body2">
          {shipment.carrier} · {shipment.service}
        </Typography>
        <TrackingLink shipment={shipment} />
      </Stack>
      {canWrite && <ShipmentActions shipment={shipment} printerId={printerId} />}
    </Box>
  );
}

function StaffShipments({ shipments }: { shipments: Shipment[] }) {
  const choice = usePrinterChoice('order-page');
  return (
    <Stack spacing={1}>
      <PrinterSelect choice={choice} />
      {shipments.map((s) => (
        <ShipmentRow key={s.id} shipment={s} printerId={choice.printer?.id} canWrite />
      ))}
    </Stack>
  );
}

/** The order page's fulfilment card: the order's shipments, newest first. */
export function FulfilmentCard({ orderId }: { orderId: number }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { canAccess: canWrite = false } = useCanAccess({ resource: FLOOR_WRITE.resource, action: 'delete' });
  const query = usePageQuery(['orders', orderId, 'shipments'], () => dataProvider.shippingInfo(orderId));
  const shipments = [...(query.data?.shipments ?? [])].reverse();
  return (
    <Card data-testid="fulfilment-card">
      <CardHeader title={translate('screens.production.fulfilment')} />
      <CardContent sx={{ pt: 0 }}>
        {shipments.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('screens.production.no_label_bought_yet')}
          </Typography>
        ) : canWrite ? (
          <StaffShipments shipments={shipments} />
        ) : (
          shipments.map((s) => <ShipmentRow key={s.id} shipment={s} canWrite={false} />)
        )}
      </CardContent>
    </Card>
  );
}

/** The stations' part: the parcel at hand's actions on the station's printer. */
export function StationShipment({ shipment, printerId }: { shipment: Shipment; printerId?: number | null }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  // The parcel as it is now (voided, bought again…), read again after every action.
  const query = usePageQuery(['orders', shipment.order_id, 'shipments'], () => dataProvider.shippingInfo(shipment.order_id));
  const current = query.data?.shipments.find((s) => s.id === shipment.id) ?? shipment;
  const newer = query.data?.shipments.filter((s) => s.id > shipment.id && s.weigh_queue_id === shipment.weigh_queue_id) ?? [];
  return (
    <Card data-testid="station-shipment">
      <CardHeader title={translate('screens.production.parcel_at_hand')} />
      <CardContent sx={{ pt: 0 }}>
        {[current, ...newer].map((s) => (
          <ShipmentRow key={s.id} shipment={s} printerId={printerId} canWrite />
        ))}
      </CardContent>
    </Card>
  );
}

/** An order's open line-item issues (staff: issues are theirs), for the order page's line items. */
export function useOpenIssuesOfOrder(orderId: number) {
  const { canAccess = false } = useCanAccess({ resource: 'line-item-issues', action: 'list' });
  const { data } = useGetList<{ id: number; line_item_id: number; reason: string; notes: string | null }>(
    'line-item-issues',
    { filter: { order_id: orderId, status: 'open' }, pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' } },
    { enabled: canAccess },
  );
  return data ?? [];
}

/** An item's open issue under its status: the reason in words and the note. */
export function IssueNote({ issue }: { issue: { reason: string; notes: string | null } | undefined }) {
  const choice = useChoiceLabel();
  if (!issue) return null;
  return (
    <Typography variant="caption" display="block" color="error" data-testid="issue-reason">
      {choice('reason', issue.reason, 'line-item-issues')}
      {issue.notes ? ` — ${issue.notes}` : ''}
    </Typography>
  );
}
