import type { PriceQuote } from '@portal/contracts/price';
import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Minimum, ShipThis, Surcharges, Total, type QuoteRow } from './quote-results';

// The quotes on a desk: one row per priced line. Loaded by quote-results.tsx on a desk only.
export function QuoteTable({ rows, onShip }: { rows: QuoteRow[]; onShip?: ((quote: PriceQuote) => void) | undefined }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<QuoteRow> = [
    {
      key: 'channel',
      title: t('price.result.channel'),
      render: (_, { cells }) => (
        <>
          <div>{cells.channel}</div>
          <Typography.Text type="secondary">{cells.route}</Typography.Text>
        </>
      ),
    },
    { key: 'transit', title: t('price.result.transit'), render: (_, { cells }) => cells.transit },
    { key: 'chargeable', title: t('price.result.chargeable'), render: (_, { cells }) => cells.chargeable },
    { key: 'rate', title: t('price.result.rate'), render: (_, { cells }) => cells.rate },
    { key: 'freight', title: t('price.result.freight'), align: 'right', render: (_, { cells }) => cells.freight },
    { key: 'minimum', title: t('price.result.minimum'), align: 'right', render: (_, { quote, cells }) => <Minimum quote={quote} cells={cells} t={t} /> },
    { key: 'surcharges', title: t('price.result.surcharges'), render: (_, { cells }) => <Surcharges items={cells.surcharges} t={t} /> },
    { key: 'total', title: t('price.result.total'), align: 'right', render: (_, { cells }) => <Total cells={cells} /> },
    ...(onShip ? [{ key: 'ship', title: t('price.result.shipColumn'), render: (_: unknown, { quote, cells }: QuoteRow) => <ShipThis cells={cells} onShip={() => onShip(quote)} /> }] : []),
  ];
  return <Table rowKey={(row) => row.quote.lineId} columns={columns} dataSource={rows} pagination={false} scroll={{ x: 900 }} size="middle" />;
}
