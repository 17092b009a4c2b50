import { OrderList } from '../list/order-list';

// /jiedao/jd-receivedorder: the orders whose consignee phone is mine.
export function ReceivedOrdersPage() {
  return <OrderList role="received" />;
}
