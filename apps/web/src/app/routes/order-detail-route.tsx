import { CARGO_CONTROL_STATUS } from '@portal/contracts/statuses';
import { OrderControlSection } from '../../features/cargo-control/components/order-control-section';
import { OrderDetailPage } from '../../features/orders/pages/order-detail-page';

// /jiedao/jd-orderdetail: the order, and its cargo control (figures, actions, history) when
// it is under control. Features do not import each other, so the page is put together here.
export function OrderDetailRoute() {
  return (
    <OrderDetailPage
      extra={(order) => (order.cargoControlStatus === CARGO_CONTROL_STATUS.none ? null : <OrderControlSection orderId={order.id} orderNo={order.orderNo} />)}
    />
  );
}
