/** Home dashboard card (TECHNICIAN level): items to reorder and open purchase orders. */
import { useTranslate } from 'react-admin';
import { StatCard } from '../components/StatCard';
import { useAppDataProvider } from '../../providers/dataProvider';
import { useInventoryQuery } from './useInventory';

export default function StockHealthCard() {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { data } = useInventoryQuery(['health-card'], () => dataProvider.inventoryHealthCounts());
  return (
    <StatCard
      title="screens.inventory.stock_to_reorder"
      value={data?.reorder}
      detail={data ? translate('screens.inventory.count_purchase_orders_on_their', { count: data.open }) : undefined}
      to="/inventory"
    />
  );
}
