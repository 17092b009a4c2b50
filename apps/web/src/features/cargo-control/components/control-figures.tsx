import type { ControlOrder } from '@portal/contracts/cargo-control';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatDateTime, formatKg, formatM3 } from '../../../lib/format';
import { consigneeText, phoneText } from './control-display';

type FigureKey =
  | 'sumNum'
  | 'sumConNum'
  | 'releasedNum'
  | 'remainNum'
  | 'sumVolume'
  | 'sumWeight'
  | 'inTime'
  | 'unloadTime'
  | 'lockConsigneeTime'
  | 'consignee'
  | 'controller'
  | 'viewerRole';

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
  // A date or a party (name and phone): a row of its own on a phone card, never squeezed.
  wide: boolean;
}

const WIDE: readonly FigureKey[] = ['inTime', 'unloadTime', 'lockConsigneeTime', 'consignee', 'controller'];

// An order's control figures in reading order, for the phone cards and the detail section:
// cartons (in warehouse, controlled, released, left), volume m³, weight kg, dates, parties.
export function controlFigures(order: ControlOrder, t: TFunction, locale: string): Figure[] {
  const figure = (key: FigureKey, value: ReactNode): Figure => ({ key, label: t(`cargo-control.field.${key}`), value, wide: WIDE.includes(key) });
  return [
    figure('sumNum', order.sumNum),
    figure('sumConNum', order.sumConNum),
    figure('releasedNum', order.releasedNum),
    figure('remainNum', order.remainNum),
    figure('sumVolume', formatM3(order.sumVolume, locale)),
    figure('sumWeight', formatKg(order.sumWeight, locale)),
    figure('inTime', formatDateTime(order.inTime)),
    figure('unloadTime', formatDateTime(order.unloadTime)),
    figure('lockConsigneeTime', formatDateTime(order.lockConsigneeTime)),
    figure('consignee', consigneeText(order)),
    figure('controller', [order.controller.name, phoneText(order.controller.areaCode, order.controller.phone)].filter(Boolean).join(' ')),
    figure('viewerRole', t(`cargo-control.role.${order.viewerRole}`)),
  ];
}
