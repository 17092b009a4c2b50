import { WarningOutlined } from '@ant-design/icons';
import type { GoodsFlag, GoodsLine, OrderDetail } from '@portal/contracts/order';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellText } from '../../../components/cell-text';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { useLocale } from '../../../lib/i18n';
import { useProductAttrs, useUnits } from '../api/order-api';
import { placeName } from '../order-display';
import { formatKg, formatM3 } from '../units';
import { formatMinor } from '../../../lib/money';

type Line = GoodsLine & { index: number };

// The goods lines, each with its figures; a line holding goods the route does not accept
// carries a warning with the reason. A consignee sees no worth.
export function GoodsTable({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const units = useUnits();
  const attrs = useProductAttrs();
  const unitName = (code: string | null) => {
    const unit = units.data?.find((item) => item.code === code);
    return unit ? placeName(unit, locale) : (code ?? '');
  };
  const attrNames = (ids: number[]) =>
    ids.map((id) => {
      const attr = attrs.data?.find((item) => item.id === id);
      return attr ? placeName(attr, locale) : String(id);
    });
  const flagsOf = (index: number): GoodsFlag[] => order.flags.filter((flag) => flag.line === index);
  const shipper = order.viewerRole === 'shipper';

  const columns: DataColumn<Line>[] = [
    {
      title: t('order-pages.detail.line'),
      key: 'line',
      width: 70,
      render: (_, line) => {
        const flags = flagsOf(line.index);
        if (flags.length === 0) return line.index + 1;
        const reason = flags.map((flag) => flag.reason).join(' · ');
        return (
          <Tooltip title={reason}>
            <span tabIndex={0} style={{ color: '#b45309', whiteSpace: 'nowrap' }}>
              {line.index + 1} <WarningOutlined role="img" aria-label={reason} />
            </span>
          </Tooltip>
        );
      },
    },
    { title: t('orders.field.proZh'), key: 'proZh', dataIndex: 'proZh', width: 150 },
    { title: t('orders.field.proEn'), key: 'proEn', dataIndex: 'proEn', width: 170 },
    { title: t('orders.field.brand'), key: 'brand', width: 150, render: (_, line) => <CellText text={t(`orders.brand.${line.brand}`)} /> },
    { title: t('orders.field.num'), key: 'num', dataIndex: 'num', width: 80, align: 'right' },
    { title: t('orders.field.quantity'), key: 'quantity', width: 120, align: 'right', render: (_, line) => <CellText text={`${line.quantity ?? ''} ${unitName(line.unit)}`.trim()} /> },
    { title: t('orders.field.volume'), key: 'volume', width: 110, align: 'right', render: (_, line) => formatM3(line.volume, locale) },
    { title: t('orders.field.weight'), key: 'weight', width: 110, align: 'right', render: (_, line) => formatKg(line.weight, locale) },
    ...(shipper
      ? [{ title: t('orders.field.worth'), key: 'worth', width: 120, align: 'right' as const, render: (_: unknown, line: Line) => formatMinor(line.worth, order.currency, locale) }]
      : []),
    { title: t('orders.field.material'), key: 'material', dataIndex: 'material', width: 120 },
    { title: t('orders.field.prodAttrArr'), key: 'attrs', width: 170, render: (_, line) => <CellText text={attrNames(line.prodAttrArr).join(', ')} /> },
    {
      title: t('orders.field.isPayAdvance'),
      key: 'isPayAdvance',
      width: 110,
      render: (_, line) => t(line.isPayAdvance ? 'order-pages.detail.yes' : 'order-pages.detail.no'),
    },
    {
      title: t('orders.field.link'),
      key: 'link',
      width: 160,
      render: (_, line) =>
        line.link ? (
          <a href={line.link} target="_blank" rel="noreferrer noopener" style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={line.link}>
            {line.link}
          </a>
        ) : null,
    },
  ];
  return (
    <DataTable<Line>
      rowKey="id"
      columns={columns}
      dataSource={order.goods.map((line, index) => ({ ...line, index }))}
      load={{ failed: false, onRetry: () => undefined }}
      emptyText={t('order-pages.detail.noGoods')}
      pagination={false}
      size="small"
    />
  );
}
