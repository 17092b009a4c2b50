import { OrderList } from '../list/order-list';
import { useOrderSheetActions } from '../sheets/use-order-sheet-actions';

// /jiedao/jd-receivedorder: the orders whose consignee phone is mine; export in the toolbar.
export function ReceivedOrdersPage() {
  const sheets = useOrderSheetActions();
  return (
    <>
      <OrderList role="received" extraActions={sheets.actions} />
      {sheets.dialogs}
    </>
  );
}
