import type { OrderMarksAnswer } from '@portal/contracts/order';
import type { TFunction } from 'i18next';
import { api } from '../../../lib/api-client';
import { feedback } from '../../../lib/feedback';

// A shipping mark names one consignment: before an order goes out under a mark another of the
// member's live orders carries, the member is asked (docs/orders.md, "Shipping marks"). Resolves
// true to go on. A failed check does not stop the order: the mark is the member's to choose.
export async function confirmMarksFree(marks: string, exceptId: number | undefined, t: TFunction): Promise<boolean> {
  let answer: OrderMarksAnswer;
  try {
    answer = await api.get<OrderMarksAnswer>('/app-api/order/order/marks-in-use', { marks, exceptId }, { silent: true });
  } catch {
    return true;
  }
  if (answer.list.length === 0) return true;
  return new Promise((resolve) =>
    feedback.confirm({
      title: t('delivery.marksInUse.title', { marks }),
      content: t('delivery.marksInUse.text', { count: answer.list.length, orders: answer.list.map((order) => order.orderNo).join(', ') }),
      okText: t('delivery.marksInUse.ok'),
      cancelText: t('delivery.marksInUse.cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );
}
