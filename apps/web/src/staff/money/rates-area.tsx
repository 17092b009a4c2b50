import { convertMinor, ECASH_BASE_CURRENCY, RATE_PATTERN, RATE_SCALE, rateToMicros, type EcashItem, type EcashStaffItem } from '@portal/contracts/ecash';
import { Button, Form, Input, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { feedback } from '../../lib/feedback';
import { formatDateTime } from '../../lib/format';
import { useZodFields } from '../../lib/form-rules';
import { useLocale } from '../../lib/i18n';
import { formatNumber } from '../../lib/number-format';
import { placeName } from '../../lib/place-name';
import { DeskTable, listQuery } from './desk-table';
import { RATE_PAGE_SIZE, useCurrencies, useCurrentRates, useRates, useSetRate, useWithdrawRate } from './money-api';
import { useDigits, useMoney, Who } from './money-display';
import { loadRateBody, rateBodyOf, type RateValues } from './money-forms';
import styles from './money-desk.module.css';
import { useMoneyTexts } from './money-texts';

// E-cash rates (docs/money.md, "E-cash rates"): each currency's rates as history, newest first,
// with who set each; a new rate from now or a later time; a rate still to come may be withdrawn.
// Rates are typed as text (RATE_PATTERN: up to six decimals) and kept × RATE_SCALE, never as a
// float.

// Rates are units of the currency for one of the base currency (USD).
const baseOf = (list: readonly EcashStaffItem[] | undefined) => list?.[0]?.baseCurrency ?? ECASH_BASE_CURRENCY;

// What 100 of the base currency (USD) comes to in `currency` at a typed e-cash rate, or null
// while the rate is not one.
export function rateExample(text: string | undefined, digits: number): number | null {
  const rate = text?.trim() ?? '';
  if (!RATE_PATTERN.test(rate) || rateToMicros(rate) <= 0) return null;
  // The base currency's own rate is 1 (× RATE_SCALE), with two digits.
  return convertMinor(100 * 100, { digits: 2, ecashRateMicros: RATE_SCALE }, { digits, ecashRateMicros: rateToMicros(rate) });
}

function SetRateDialog({ onClose, current }: { onClose: () => void; current: readonly EcashItem[] }) {
  const tm = useMoneyTexts();
  const locale = useLocale();
  const money = useMoney();
  const digitsOf = useDigits();
  const [form] = Form.useForm<RateValues>();
  const field = useZodFields(loadRateBody, rateBodyOf);
  const setRate = useSetRate();
  const currencies = useCurrencies();
  const code = Form.useWatch('currencyCode', form);
  const ecashRate = Form.useWatch('ecashRate', form);
  const example = code ? rateExample(ecashRate, digitsOf(code)) : null;
  return (
    <FormModal<RateValues>
      name="money-rate"
      title={tm('rates.setTitle')}
      form={form}
      onClose={onClose}
      okText={tm('rates.setOk')}
      successText={tm('rates.set')}
      onSubmit={async (values) => {
        await setRate.mutateAsync((await loadRateBody()).parse(rateBodyOf(values)));
      }}
    >
      <Form.Item name="currencyCode" label={tm('currency')} {...field('currencyCode')}>
        <Select
          showSearch
          loading={currencies.isPending}
          optionFilterProp="label"
          options={(currencies.data ?? []).filter((c) => c.code !== ECASH_BASE_CURRENCY).map((c) => ({ value: c.code, label: `${c.code} · ${placeName(c, locale)}` }))}
          onSelect={(selected: string) => {
            // Start from the rate in effect: a change is usually small.
            const now = current.find((rate) => rate.currencyCode === selected);
            if (now) form.setFieldsValue({ rate: now.rate, ecashRate: now.ecashRate });
          }}
        />
      </Form.Item>
      <Form.Item name="rate" label={tm('rates.market', { base: ECASH_BASE_CURRENCY })} extra={tm('rates.format')} {...field('rate')}>
        <Input inputMode="decimal" autoComplete="off" maxLength={16} />
      </Form.Item>
      <Form.Item name="ecashRate" label={tm('rates.ecash', { base: ECASH_BASE_CURRENCY })} {...field('ecashRate')}>
        <Input inputMode="decimal" autoComplete="off" maxLength={16} />
      </Form.Item>
      {code && example !== null ? (
        <Typography.Paragraph type="secondary">{tm('rates.example', { base: money(10_000, ECASH_BASE_CURRENCY), amount: money(example, code) })}</Typography.Paragraph>
      ) : null}
      <Form.Item name="effectiveAt" label={tm('rates.effective')} extra={tm('rates.effectiveHint')} {...field('effectiveTime', false)}>
        <Input type="datetime-local" />
      </Form.Item>
    </FormModal>
  );
}

export function RatesArea() {
  const { t } = useTranslation();
  const tm = useMoneyTexts();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const currencyParam = params.get('currency') ?? '';
  const currencyCode = /^[A-Z]{3}$/.test(currencyParam) ? currencyParam : undefined;
  const [pageNo, setPageNo] = useState(1);
  const rates = useRates(currencyCode, pageNo);
  const current = useCurrentRates();
  const currencies = useCurrencies();
  const withdraw = useWithdrawRate();
  const [setting, setSetting] = useState(false);
  const currentIds = new Set((current.data?.list ?? []).map((rate) => rate.id));
  const nameOf = (code: string) => {
    const currency = currencies.data?.find((c) => c.code === code);
    return currency ? placeName(currency, locale) : '';
  };

  const columns: TableColumnsType<EcashStaffItem> = [
    {
      key: 'currency',
      title: tm('currency'),
      render: (_, row) => (
        <>
          <strong>{row.currencyCode}</strong> <span className={styles.muted}>{nameOf(row.currencyCode)}</span>
        </>
      ),
    },
    { key: 'rate', title: tm('rates.market', { base: baseOf(rates.data?.list) }), render: (_, row) => formatNumber(row.rate, locale), align: 'end', width: 150 },
    { key: 'ecashRate', title: tm('rates.ecash', { base: baseOf(rates.data?.list) }), render: (_, row) => formatNumber(row.ecashRate, locale), align: 'end', width: 150 },
    { key: 'effective', title: tm('rates.effective'), render: (_, row) => formatDateTime(row.effectiveTime, 'YYYY-MM-DD HH:mm'), width: 150 },
    {
      key: 'state',
      title: tm('status'),
      render: (_, row) =>
        !row.inEffect ? (
          <Tag color="gold">{tm('rates.scheduled')}</Tag>
        ) : currentIds.has(row.id) ? (
          <Tag color="green">{tm('rates.current')}</Tag>
        ) : (
          <Tag>{tm('rates.replaced')}</Tag>
        ),
      width: 120,
    },
    { key: 'who', title: tm('rates.setBy'), render: (_, row) => <Who name={row.updatedByName} time={row.updateTime} />, width: 210 },
    {
      key: 'actions',
      title: tm('actions'),
      width: 110,
      render: (_, row) =>
        row.inEffect ? null : (
          <Button
            size="small"
            danger
            onClick={() =>
              feedback.confirm({
                title: tm('rates.withdrawConfirm', { currency: row.currencyCode, time: formatDateTime(row.effectiveTime, 'YYYY-MM-DD HH:mm') }),
                okText: tm('rates.withdraw'),
                okButtonProps: { danger: true },
                cancelText: t('common.cancel'),
                onOk: () => withdraw.mutateAsync(row.id).catch(() => undefined),
              })
            }
          >
            {tm('rates.withdraw')}
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="money-rates-title">
      <div className={styles.subhead}>
        <h2 id="money-rates-title" className={styles.subtitle}>
          {tm('rates.title')}
        </h2>
        <Button size="small" type="primary" data-money-new onClick={() => setSetting(true)}>
          {tm('rates.new')}
        </Button>
      </div>
      <div className={styles.filters}>
        <Select<string>
          data-money-search
          showSearch
          optionFilterProp="label"
          aria-label={tm('currency')}
          value={currencyCode ?? ''}
          onChange={(next) => {
            setPageNo(1);
            setParams(next ? { currency: next } : {});
          }}
          options={[{ value: '', label: tm('allCurrencies') }, ...(currencies.data ?? []).map((c) => ({ value: c.code, label: c.code }))]}
          className={styles.select}
        />
      </div>
      <DeskTable<EcashStaffItem>
        query={listQuery(rates)}
        rows={rates.data?.list ?? []}
        columns={columns}
        rowKey="id"
        empty={tm('rates.empty')}
        width={1000}
        pagination={{ current: pageNo, pageSize: RATE_PAGE_SIZE, total: rates.data?.total ?? 0, onChange: setPageNo, showSizeChanger: false, size: 'small', hideOnSinglePage: true }}
      />
      {setting ? <SetRateDialog current={current.data?.list ?? []} onClose={() => setSetting(false)} /> : null}
    </section>
  );
}
