import type { DestCurrencyResult } from '@portal/contracts/ecw';
import type { PriceQuote } from '@portal/contracts/price';
import type { Locale } from '@portal/contracts/locale';
import { SendOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TableLoading } from '../../../components/list-card';
import { formatKg, formatM3 } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { formatMinor } from '../../../lib/money';
import { placeName } from '../../../lib/place-name';
import { useIsMobile } from '../../../lib/use-media-query';

// The desk's table (antd's Table) loads on a desk only: a phone shows cards.
const QuoteTable = lazy(() => import('./quote-table').then((module) => ({ default: module.QuoteTable })));

export interface Cells {
  channel: string;
  route: string;
  transit: string;
  chargeable: string;
  rate: string;
  minimum: string;
  freight: string;
  surcharges: string[];
  total: string;
  // The total in the quote currency, when it is not the line's own.
  converted: string | null;
}

// A quote with its texts.
export interface QuoteRow {
  quote: PriceQuote;
  cells: Cells;
}

// The texts of one quote's row, in the member's language.
function cellsOf(quote: PriceQuote, t: TFunction, locale: Locale): Cells {
  const money = (minor: number) => formatMinor(minor, quote.currency.code, locale, quote.currency.digits);
  const kg = quote.basis === 'kg';
  const transit =
    quote.transitDaysMin === null || quote.transitDaysMax === null ? '–' : t('price.result.transitDays', { min: quote.transitDaysMin, max: quote.transitDaysMax });
  return {
    channel: quote.channel ? placeName(quote.channel, locale) : t('price.result.noChannel'),
    route: `${placeName(quote.startWarehouse, locale)} → ${placeName(quote.destWarehouse, locale)}`,
    transit,
    chargeable: kg ? `${formatKg(quote.chargeableWeight, locale)} kg` : `${formatM3(quote.chargeableVolume, locale)} CBM`,
    rate: t(kg ? 'price.result.perKg' : 'price.result.perCbm', { amount: money(quote.rate) }),
    minimum: money(quote.minimumCharge),
    freight: money(quote.freight),
    surcharges: quote.surcharges.map((s) => `${placeName(s, locale)}: ${money(s.total)}`),
    total: money(quote.total),
    converted:
      quote.converted && quote.converted.currency.code !== quote.currency.code
        ? t('price.result.converted', { amount: formatMinor(quote.converted.total, quote.converted.currency.code, locale, quote.converted.currency.digits) })
        : null,
  };
}

// The total, and under it the same in the quote currency.
export function Total({ cells }: { cells: Cells }) {
  return (
    <>
      <strong>{cells.total}</strong>
      {cells.converted ? (
        <div>
          <Typography.Text type="secondary">{cells.converted}</Typography.Text>
        </div>
      ) : null}
    </>
  );
}

export function Surcharges({ items, t }: { items: string[]; t: TFunction }) {
  if (items.length === 0) return <Typography.Text type="secondary">{t('price.result.none')}</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

// "Ship this": the quote carried into the shipping form (members who may ship only).
export function ShipThis({ cells, onShip }: { cells: Cells; onShip: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="small" icon={<SendOutlined aria-hidden />} onClick={onShip} aria-label={t('price.result.shipLabel', { channel: cells.channel, route: cells.route })}>
      {t('price.result.ship')}
    </Button>
  );
}

// One row per priced line (desk) or one card per line (phone), cheapest first; totals also in
// the quote currency (the member's, the destination's or US dollars) when it differs. `onShip`:
// offer "Ship this" on each quote.
export function QuoteResults({
  quotes,
  quoteCurrency,
  onShip,
}: {
  quotes: PriceQuote[];
  quoteCurrency: DestCurrencyResult | null;
  onShip?: ((quote: PriceQuote) => void) | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mobile = useIsMobile();
  const rows: QuoteRow[] = quotes.map((quote) => ({ quote, cells: cellsOf(quote, t, locale) }));
  const first = quotes[0];

  const converted = quoteCurrency !== null && rows.some((row) => row.cells.converted !== null);
  const summary = first ? (
    <>
      <Typography.Paragraph type="secondary">
        {t('price.result.count', { count: quotes.length })} ·{' '}
        {t('price.result.actual', { kg: formatKg(first.actualWeight, locale), cbm: formatM3(first.volume, locale) })}
      </Typography.Paragraph>
      {converted ? (
        <Typography.Paragraph type="secondary">
          {t('price.result.convertedNote', {
            code: quoteCurrency.quoteCurrency.code,
            why: t(`price.result.quoteBasis.${quoteCurrency.quoteBasis}`),
            rate: quoteCurrency.ecashRate,
          })}
        </Typography.Paragraph>
      ) : null}
    </>
  ) : null;

  if (mobile) {
    return (
      <Flex vertical gap={12}>
        {summary}
        {rows.map(({ quote, cells }) => (
          <Card key={quote.lineId} size="small" title={cells.channel} extra={<Total cells={cells} />}>
            <Descriptions
              size="small"
              column={1}
              items={[
                { key: 'route', label: t('price.result.route'), children: cells.route },
                { key: 'transit', label: t('price.result.transit'), children: cells.transit },
                { key: 'chargeable', label: t('price.result.chargeable'), children: cells.chargeable },
                { key: 'rate', label: t('price.result.rate'), children: cells.rate },
                { key: 'freight', label: t('price.result.freight'), children: cells.freight },
                { key: 'minimum', label: t('price.result.minimum'), children: <Minimum quote={quote} cells={cells} t={t} /> },
                { key: 'surcharges', label: t('price.result.surcharges'), children: <Surcharges items={cells.surcharges} t={t} /> },
              ]}
            />
            {onShip ? (
              <Flex justify="flex-end" style={{ marginTop: 8 }}>
                <ShipThis cells={cells} onShip={() => onShip(quote)} />
              </Flex>
            ) : null}
          </Card>
        ))}
      </Flex>
    );
  }

  return (
    <>
      {summary}
      <Suspense fallback={<TableLoading />}>
        <QuoteTable rows={rows} onShip={onShip} />
      </Suspense>
    </>
  );
}

export function Minimum({ quote, cells, t }: { quote: PriceQuote; cells: Cells; t: TFunction }) {
  return (
    <>
      {cells.minimum}
      {quote.minimumApplied ? (
        <Tag color="orange" style={{ marginInlineStart: 6 }}>
          {t('price.result.minimumApplied')}
        </Tag>
      ) : null}
    </>
  );
}
