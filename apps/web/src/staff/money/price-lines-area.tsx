import {
  DEFAULT_VOLUMETRIC_DIVISOR,
  PRICE_BASES,
  PRICE_LINE_CATEGORIES,
  SURCHARGE_MODES,
  type PriceLineAuditEntry,
  type PriceLineCategory,
  type PriceLineItem,
} from '@portal/contracts/price';
import { TRANSPORT_TYPES, type TransportType } from '@portal/contracts/statuses';
import { Button, Checkbox, Form, InputNumber, Modal, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormModal } from '../../components/form-modal';
import { RelativeTime } from '../../components/relative-time';
import { feedback } from '../../lib/feedback';
import { useZodFields } from '../../lib/form-rules';
import { useLocale } from '../../lib/i18n';
import { fromMinorUnits } from '../../lib/money';
import { placeName } from '../../lib/place-name';
import { DeskTable, listQuery } from './desk-table';
import { AmountInputField } from './fee-dialogs';
import { LINE_PAGE_SIZE, useCurrencies, useLineHistory, useLineWrite, usePriceLines, useProductAttrs, useRoutes, type LineFilters } from './money-api';
import { useDigits, useMoney, Who } from './money-display';
import { lineBodyOf, loadLineBody, type LineValues } from './money-forms';
import styles from './money-desk.module.css';
import { useMoneyTexts } from './money-texts';

// Price lines (docs/price-check.md, "Staff: price lines"): the lines of each opened route, a
// new one, a change, a removal (after a confirmation), and each line's trail of who changed what
// and when (GET /admin-api/product/line/history). Rates, minimums and surcharges are typed as
// decimals of the line's currency and kept in minor units.

function filtersOf(params: URLSearchParams): LineFilters {
  const transportType = params.get('transport');
  const category = params.get('category');
  const pageNo = Number(params.get('page'));
  return {
    ...((TRANSPORT_TYPES as readonly (string | null)[]).includes(transportType) ? { transportType: transportType as TransportType } : {}),
    ...((PRICE_LINE_CATEGORIES as readonly (string | null)[]).includes(category) ? { category: category as PriceLineCategory } : {}),
    pageNo: Number.isSafeInteger(pageNo) && pageNo > 0 ? pageNo : 1,
  };
}

type RouteName = Pick<PriceLineItem, 'startWarehouse' | 'destWarehouse' | 'channel' | 'transportType'>;

// "Guangzhou warehouse → Abidjan warehouse", and "Sea LCL · Sea – standard".
function useRouteParts() {
  const tm = useMoneyTexts();
  const locale = useLocale();
  return {
    places: (route: RouteName) => `${placeName(route.startWarehouse, locale)} → ${placeName(route.destWarehouse, locale)}`,
    transport: (route: RouteName) => `${tm(`lines.transports.${route.transportType as TransportType}`)}${route.channel ? ` · ${placeName(route.channel, locale)}` : ''}`,
  };
}

function useRouteName() {
  const parts = useRouteParts();
  return (route: RouteName) => `${parts.places(route)} · ${parts.transport(route)}`;
}

function valuesOf(line: PriceLineItem, digits: number): LineValues {
  const decimal = (minor: number) => String(fromMinorUnits(minor, line.currency, digits));
  return {
    id: line.id,
    routeId: line.routeId,
    category: line.category,
    basis: line.basis,
    rate: decimal(line.rate),
    minimumCharge: decimal(line.minimumCharge),
    currency: line.currency,
    digits,
    volumetricDivisor: line.volumetricDivisor,
    surcharges: line.surcharges.map((s) => ({ attrId: s.attrId, mode: s.mode, amount: decimal(s.amount) })),
    enabled: line.enabled,
  };
}

function LineDialog({ line, onClose }: { line: PriceLineItem | null; onClose: () => void }) {
  const tm = useMoneyTexts();
  const locale = useLocale();
  const routeName = useRouteName();
  const digitsOf = useDigits();
  const [form] = Form.useForm<LineValues>();
  const field = useZodFields(loadLineBody, lineBodyOf);
  const write = useLineWrite();
  const routes = useRoutes();
  const attrs = useProductAttrs();
  const currencies = useCurrencies();
  const currency = Form.useWatch('currency', form) ?? line?.currency;
  const routeId = Form.useWatch('routeId', form);
  const route = routes.data?.find((r) => r.id === routeId);
  const digits = currency ? digitsOf(currency) : 2;
  const initial = line ? valuesOf(line, digitsOf(line.currency)) : { category: 'all', basis: 'kg', enabled: true, surcharges: [] };

  return (
    <FormModal<LineValues>
      name="money-line"
      width={640}
      title={line ? tm('lines.editTitle', { route: routeName(line) }) : tm('lines.createTitle')}
      form={form}
      onClose={onClose}
      okText={tm(line ? 'lines.saveOk' : 'lines.createOk')}
      successText={tm(line ? 'lines.saved' : 'lines.created')}
      initialValues={initial}
      onSubmit={async (values) => {
        const body = (await loadLineBody()).parse(lineBodyOf({ ...values, id: line?.id, digits: values.currency ? digitsOf(values.currency) : undefined }));
        if (line) await write.mutateAsync({ kind: 'update', body });
        else {
          const { id: _id, ...created } = body;
          await write.mutateAsync({ kind: 'create', body: created });
        }
      }}
    >
      <Form.Item name="routeId" label={tm('lines.route')} {...field('routeId')}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={routes.isPending}
          options={(routes.data ?? []).map((r) => ({ value: r.id, label: routeName({ ...r, transportType: r.transportType as TransportType }) }))}
        />
      </Form.Item>
      <div className={styles.filters}>
        <Form.Item name="category" label={tm('lines.category')} style={{ flex: '1 1 160px' }} {...field('category')}>
          <Select options={PRICE_LINE_CATEGORIES.map((c) => ({ value: c, label: tm(`lines.categories.${c}`) }))} />
        </Form.Item>
        <Form.Item name="basis" label={tm('lines.basis')} style={{ flex: '1 1 120px' }} {...field('basis')}>
          <Select options={PRICE_BASES.map((b) => ({ value: b, label: tm(`lines.bases.${b}`) }))} />
        </Form.Item>
        <Form.Item name="currency" label={tm('currency')} style={{ flex: '1 1 120px' }} {...field('currency')}>
          <Select showSearch loading={currencies.isPending} options={(currencies.data ?? []).map((c) => ({ value: c.code, label: c.code }))} onSelect={(code: string) => form.setFieldValue('digits', digitsOf(code))} />
        </Form.Item>
      </div>
      <div className={styles.filters}>
        <Form.Item name="rate" label={tm('lines.rate')} style={{ flex: '1 1 160px' }} dependencies={['currency']} {...field('rate')}>
          <AmountInputField digits={digits} currency={currency} />
        </Form.Item>
        <Form.Item name="minimumCharge" label={tm('lines.minimum')} style={{ flex: '1 1 160px' }} dependencies={['currency']} {...field('minimumCharge', false)}>
          <AmountInputField digits={digits} currency={currency} />
        </Form.Item>
        <Form.Item name="volumetricDivisor" label={tm('lines.divisor')} style={{ flex: '1 1 140px' }} {...field('volumetricDivisor', false)}>
          <InputNumber<number> precision={0} min={100} max={100_000} inputMode="numeric" style={{ width: '100%' }} placeholder={route ? String(DEFAULT_VOLUMETRIC_DIVISOR[route.transportType as TransportType]) : undefined} />
        </Form.Item>
      </div>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ fontSize: 14, marginBottom: 8, border: 0 }}>{tm('lines.surcharges')}</legend>
        <Form.List name="surcharges">
          {(items, { add, remove }) => (
            <>
              {items.map((item, index) => (
                <div key={item.key} className={styles.filters}>
                  <Form.Item name={[item.name, 'attrId']} label={tm('lines.attr')} style={{ flex: '2 1 160px' }} {...field(['surcharges', index, 'attrId'])}>
                    <Select loading={attrs.isPending} options={(attrs.data ?? []).map((a) => ({ value: a.id, label: placeName(a, locale) }))} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'mode']} label={tm('lines.mode')} style={{ flex: '1 1 130px' }} {...field(['surcharges', index, 'mode'])}>
                    <Select options={SURCHARGE_MODES.map((m) => ({ value: m, label: tm(`lines.modes.${m}`) }))} />
                  </Form.Item>
                  <Form.Item name={[item.name, 'amount']} label={tm('fees.amount')} style={{ flex: '1 1 130px' }} {...field(['surcharges', index, 'amount'])}>
                    <AmountInputField digits={digits} currency={currency} />
                  </Form.Item>
                  <Button danger size="small" style={{ alignSelf: 'center' }} onClick={() => remove(item.name)} aria-label={tm('lines.removeSurcharge', { n: index + 1 })}>
                    {tm('lines.remove')}
                  </Button>
                </div>
              ))}
              <Button size="small" onClick={() => add({ mode: 'perUnit' })} style={{ marginBottom: 12 }}>
                {tm('lines.addSurcharge')}
              </Button>
            </>
          )}
        </Form.List>
      </fieldset>
      <Form.Item name="enabled" valuePropName="checked" {...field('enabled', false)}>
        <Checkbox>{tm('lines.enabled')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}

// What one audit entry changed, field by field: "Rate: $12.60 → $12.00".
function useChanges() {
  const tm = useMoneyTexts();
  const money = useMoney();
  return (entry: PriceLineAuditEntry): string[] => {
    const { before, after } = entry;
    if (!before || !after) return [];
    const changes: string[] = [];
    const label = (key: 'rate' | 'minimum' | 'basis' | 'category' | 'divisor') => tm(`lines.${key}`);
    if (before.rate !== after.rate || before.currency !== after.currency) changes.push(`${label('rate')}: ${money(before.rate, before.currency)} → ${money(after.rate, after.currency)}`);
    if (before.minimumCharge !== after.minimumCharge) changes.push(`${label('minimum')}: ${money(before.minimumCharge, before.currency)} → ${money(after.minimumCharge, after.currency)}`);
    if (before.basis !== after.basis) changes.push(`${label('basis')}: ${tm(`lines.bases.${before.basis}`)} → ${tm(`lines.bases.${after.basis}`)}`);
    if (before.category !== after.category) changes.push(`${label('category')}: ${tm(`lines.categories.${before.category}`)} → ${tm(`lines.categories.${after.category}`)}`);
    if (before.volumetricDivisor !== after.volumetricDivisor) changes.push(`${label('divisor')}: ${before.volumetricDivisor} → ${after.volumetricDivisor}`);
    if (before.enabled !== after.enabled) changes.push(tm(after.enabled ? 'lines.turnedOn' : 'lines.turnedOff'));
    if (JSON.stringify(before.surcharges) !== JSON.stringify(after.surcharges)) changes.push(tm('lines.surchargesChanged', { count: after.surcharges.length }));
    return changes;
  };
}

function HistoryDialog({ line, onClose }: { line: PriceLineItem; onClose: () => void }) {
  const tm = useMoneyTexts();
  const routeName = useRouteName();
  const history = useLineHistory(line.id);
  const changes = useChanges();
  const rows = history.data?.pages.flatMap((page) => page.list) ?? [];
  const columns: TableColumnsType<PriceLineAuditEntry> = [
    { key: 'who', title: tm('history.who'), render: (_, entry) => <Who name={entry.staffName} time={entry.time} />, width: 200 },
    { key: 'action', title: tm('history.what'), render: (_, entry) => tm(`lines.actions.${entry.action}`), width: 110 },
    {
      key: 'changes',
      title: tm('lines.changes'),
      render: (_, entry) => (
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {changes(entry).map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <Modal open width={760} title={tm('lines.historyTitle', { route: routeName(line) })} onCancel={onClose} footer={null} destroyOnHidden>
      <DeskTable<PriceLineAuditEntry> query={listQuery(history)} rows={rows} columns={columns} rowKey="id" empty={tm('lines.historyEmpty')} width={700} />
    </Modal>
  );
}

type Open = { kind: 'edit'; line: PriceLineItem | null } | { kind: 'history'; line: PriceLineItem };

export function PriceLinesArea() {
  const { t } = useTranslation();
  const tm = useMoneyTexts();
  const money = useMoney();
  const routeName = useRouteName();
  const parts = useRouteParts();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const lines = usePriceLines(filters);
  const write = useLineWrite();
  const [open, setOpen] = useState<Open | null>(null);

  const apply = (next: Partial<LineFilters>) => {
    const merged = { ...filters, pageNo: 1, ...next };
    const search = new URLSearchParams();
    if (merged.transportType) search.set('transport', merged.transportType);
    if (merged.category) search.set('category', merged.category);
    if (merged.pageNo > 1) search.set('page', String(merged.pageNo));
    setParams(search);
  };

  const columns: TableColumnsType<PriceLineItem> = [
    { key: 'route', title: tm('lines.route'), render: (_, line) => parts.places(line), width: 250 },
    { key: 'transport', title: tm('lines.transport'), render: (_, line) => parts.transport(line), width: 170 },
    { key: 'category', title: tm('lines.category'), render: (_, line) => tm(`lines.categories.${line.category}`), width: 120 },
    {
      key: 'rate',
      title: tm('lines.rate'),
      render: (_, line) => tm(line.basis === 'kg' ? 'lines.perKg' : 'lines.perCbm', { amount: money(line.rate, line.currency) }),
      align: 'end',
      width: 130,
    },
    { key: 'minimum', title: tm('lines.minimum'), render: (_, line) => money(line.minimumCharge, line.currency), align: 'end', width: 110 },
    { key: 'divisor', title: tm('lines.divisor'), dataIndex: 'volumetricDivisor', align: 'end', width: 90 },
    { key: 'surcharges', title: tm('lines.surcharges'), render: (_, line) => line.surcharges.length, align: 'end', width: 90 },
    { key: 'enabled', title: tm('status'), render: (_, line) => (line.enabled ? <Tag color="green">{tm('lines.on')}</Tag> : <Tag>{tm('lines.off')}</Tag>), width: 80 },
    { key: 'updated', title: tm('updated'), render: (_, line) => <RelativeTime value={line.updatedAt} />, width: 140 },
    {
      key: 'actions',
      title: tm('actions'),
      width: 230,
      fixed: 'right',
      render: (_, line) => (
        <div className={styles.actions}>
          <Button size="small" onClick={() => setOpen({ kind: 'edit', line })} aria-label={tm('lines.editFor', { route: routeName(line) })}>
            {tm('lines.edit')}
          </Button>
          <Button size="small" onClick={() => setOpen({ kind: 'history', line })} aria-label={tm('lines.historyFor', { route: routeName(line) })}>
            {tm('lines.history')}
          </Button>
          <Button
            size="small"
            danger
            aria-label={tm('lines.deleteFor', { route: routeName(line) })}
            onClick={() =>
              feedback.confirm({
                title: tm('lines.deleteConfirm', { route: routeName(line) }),
                okText: tm('lines.delete'),
                okButtonProps: { danger: true },
                cancelText: t('common.cancel'),
                onOk: () => write.mutateAsync({ kind: 'delete', id: line.id }).catch(() => undefined),
              })
            }
          >
            {tm('lines.delete')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="money-lines-title">
      <div className={styles.subhead}>
        <h2 id="money-lines-title" className={styles.subtitle}>
          {tm('lines.title')}
        </h2>
        {lines.data ? <span className={styles.muted}>{tm('lines.total', { count: lines.data.total })}</span> : null}
        <Button size="small" type="primary" data-money-new onClick={() => setOpen({ kind: 'edit', line: null })}>
          {tm('lines.new')}
        </Button>
      </div>
      <div className={styles.filters}>
        <Select<TransportType | ''>
          data-money-search
          aria-label={tm('lines.transport')}
          value={filters.transportType ?? ''}
          onChange={(next) => apply({ transportType: next || undefined })}
          options={[{ value: '', label: tm('lines.allTransports') }, ...TRANSPORT_TYPES.map((type) => ({ value: type, label: tm(`lines.transports.${type}`) }))]}
          className={styles.select}
        />
        <Select<PriceLineCategory | ''>
          aria-label={tm('lines.category')}
          value={filters.category ?? ''}
          onChange={(next) => apply({ category: next || undefined })}
          options={[{ value: '', label: tm('lines.allCategories') }, ...PRICE_LINE_CATEGORIES.map((c) => ({ value: c, label: tm(`lines.categories.${c}`) }))]}
          className={styles.select}
        />
      </div>
      <DeskTable<PriceLineItem>
        query={listQuery(lines)}
        rows={lines.data?.list ?? []}
        columns={columns}
        rowKey="id"
        empty={tm('lines.empty')}
        width={1500}
        pagination={{
          current: filters.pageNo,
          pageSize: LINE_PAGE_SIZE,
          total: lines.data?.total ?? 0,
          onChange: (pageNo) => apply({ ...filters, pageNo }),
          showSizeChanger: false,
          size: 'small',
          hideOnSinglePage: true,
        }}
      />
      {open?.kind === 'edit' ? <LineDialog line={open.line} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'history' ? <HistoryDialog line={open.line} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
