import { OrderList } from '../list/order-list';
import { useOrderSheetActions } from '../sheets/use-order-sheet-actions';

// /jiedao/jd-postorder: the orders I sent; import, export and "submit selected" in the toolbar.
export function PostedOrdersPage() {
  const sheets = useOrderSheetActions();
  return (
    <>
      <OrderList role="posted" extraActions={sheets.actions} />
      {sheets.dialogs}
    </>
  );
}
