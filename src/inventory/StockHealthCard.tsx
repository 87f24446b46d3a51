/** Home dashboard card (TECHNICIAN level): items to reorder and open purchase orders. */
import { useTranslate } from 'react-admin';
import { StatCard } from '../components/StatCard';
import { useInventoryQuery } from './useInventory';

export default function StockHealthCard() {
  const translate = useTranslate();
  const { data } = useInventoryQuery(
    ['health-card'],
    `{ reorder: trackableItemsCount(query: {needs_reorder: true}) open: purchaseOrdersCount(query: {status: ["CONFIRMED", "PARTIALLY_RECEIVED"]}) }`,
  );
  return (
    <StatCard
      title={translate('Stock to reorder')}
      value={data?.reorder}
      detail={data ? translate('%{count} purchase orders on their way', { count: data.open }) : undefined}
      to="/inventory"
    />
  );
}
