/** Home dashboard card (TECHNICIAN level): items to reorder and open purchase orders. */
import { StatCard } from '../components/StatCard';
import { useAppDataProvider } from '../../providers/dataProvider';
import { useInventoryQuery } from './useInventory';

export default function StockHealthCard() {
  const dataProvider = useAppDataProvider();
  const { data } = useInventoryQuery(['health-card'], () => dataProvider.inventoryHealthCounts());
  return (
    <StatCard
      title="Stock to reorder"
      value={data?.reorder}
      detail={data ? `${data.open} purchase orders on their way` : undefined}
      to="/inventory"
    />
  );
}
