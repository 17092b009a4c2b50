import { CARGO_CONTROL_STATUS } from '@portal/contracts/statuses';
import { Suspense, lazy } from 'react';
import { AfterFirstPaint } from '../../../components/after-paint';
import { OrderDetailPage } from '../../../features/orders/pages/order-detail-page';

// The cargo control block (its figures, actions, dialogs and history) comes with an order under
// control only, after the order's first paint.
const OrderControlSection = lazy(() =>
  import('../../../features/cargo-control/components/order-control-section').then((module) => ({ default: module.OrderControlSection })),
);

// /jiedao/jd-orderdetail: the order, and its cargo control (figures, actions, history) when
// it is under control. Features do not import each other, so the page is put together here.
export function OrderDetailRoute() {
  return (
    <OrderDetailPage
      extra={(order) =>
        order.cargoControlStatus === CARGO_CONTROL_STATUS.none ? null : (
          <AfterFirstPaint fallback={null}>
            <Suspense fallback={null}>
              <OrderControlSection orderId={order.id} orderNo={order.orderNo} />
            </Suspense>
          </AfterFirstPaint>
        )
      }
    />
  );
}
