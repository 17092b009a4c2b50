import { GIFT_EXCHANGE_METHOD, GIFT_EXCHANGE_STATUS, type GiftExchangeMethod, type GiftExchangeStatus } from '@portal/contracts/gifts';
import { Tag } from 'antd';
import type { RedemptionsText } from './redemptions-texts';

// How a redemption's status and exchange method read on the desk.

export const STATUS_NAME: Record<GiftExchangeStatus, 'awaitingDispatch' | 'dispatched' | 'readyForPickup' | 'completed'> = {
  [GIFT_EXCHANGE_STATUS.awaitingDispatch]: 'awaitingDispatch',
  [GIFT_EXCHANGE_STATUS.dispatched]: 'dispatched',
  [GIFT_EXCHANGE_STATUS.readyForPickup]: 'readyForPickup',
  [GIFT_EXCHANGE_STATUS.completed]: 'completed',
};
// What awaits us stands out; what is done is grey.
const STATUS_COLOR: Record<GiftExchangeStatus, string> = {
  [GIFT_EXCHANGE_STATUS.awaitingDispatch]: 'orange',
  [GIFT_EXCHANGE_STATUS.dispatched]: 'blue',
  [GIFT_EXCHANGE_STATUS.readyForPickup]: 'cyan',
  [GIFT_EXCHANGE_STATUS.completed]: 'default',
};
export const METHOD_NAME: Record<GiftExchangeMethod, 'pickup' | 'seaShipment'> = {
  [GIFT_EXCHANGE_METHOD.pickup]: 'pickup',
  [GIFT_EXCHANGE_METHOD.seaShipment]: 'seaShipment',
};

export function RedemptionStatus({ status, tr }: { status: GiftExchangeStatus; tr: RedemptionsText }) {
  return <Tag color={STATUS_COLOR[status]}>{tr(`statuses.${STATUS_NAME[status]}`)}</Tag>;
}
