/** Home dashboard card (TECHNICIAN level): items to reorder and open purchase orders. */
import { StatCard } from '../components/StatCard';
import { useInventoryQuery } from './useInventory';

export default function StockHealthCard() {
  const { data } = useInventoryQuery(
    ['health-card'],
    `{ reorder: trackableItemsCount(query: {needs_reorder: true}) open: purchaseOrdersCount(query: {status: ["CONFIRMED", "PARTIALLY_RECEIVED"]}) }`,
  );
  return (
    <StatCard
      title="Stock to reorder"
      value={data?.reorder}
      detail={data ? `${data.open} purchase orders on their way` : undefined}
      to="/inventory"
    />
  );
}
