import { OrderList } from '../list/order-list';

// /jiedao/jd-postorder: the orders I sent.
export function PostedOrdersPage() {
  return <OrderList role="posted" />;
}
