import type { ControlOrder } from '@portal/contracts/cargo-control';
import { CARGO_CONTROL_STATUS, type CargoControlStatus } from '@portal/contracts/statuses';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const TAG_COLOR: Record<CargoControlStatus, string> = {
  [CARGO_CONTROL_STATUS.none]: 'default',
  [CARGO_CONTROL_STATUS.controlled]: 'warning',
  [CARGO_CONTROL_STATUS.partlyReleased]: 'processing',
  [CARGO_CONTROL_STATUS.released]: 'success',
};

// The control status as a coloured tag (held, partly released, released).
export function ControlStatusTag({ status }: { status: CargoControlStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={TAG_COLOR[status]} style={{ marginInlineEnd: 0 }}>
      {t(`orders.cargoControlStatus.${status}`)}
    </Tag>
  );
}

// "+86 13800138000"; empty when the number is unknown.
export function phoneText(areaCode: string | null, phone: string | null): string {
  if (!phone) return '';
  return areaCode ? `+${areaCode} ${phone}` : phone;
}

export function consigneeText(order: Pick<ControlOrder, 'consigneeName' | 'consigneeAreaCode' | 'consigneePhone'>): string {
  return [order.consigneeName, phoneText(order.consigneeAreaCode, order.consigneePhone)].filter(Boolean).join(' ');
}

export const ORDER_DETAIL = '/jiedao/jd-orderdetail';
export const detailHref = (id: number) => `${ORDER_DETAIL}?id=${id}`;
