import { OrderList } from '../list/order-list';
import { useOrderSheetActions } from '../sheets/use-order-sheet-actions';

// /jiedao/jd-postorder: the orders I sent, with import, export and "submit selected".
export function PostedOrdersPage() {
  const sheets = useOrderSheetActions();
  return (
    <>
      <OrderList role="posted" extraActions={sheets.actions} />
      {sheets.dialogs}
    </>
  );
}
