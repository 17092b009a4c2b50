import { staffOrderFilters, type StaffOrderFilters } from '@portal/contracts/order';
import { ORDER_STATUSES, TRANSPORT_TYPES } from '@portal/contracts/statuses';
import { Button, Input, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n';
import { placeName } from '../../lib/place-name';
import { useOrderPlaces } from './staff-orders-api';
import styles from './staff-orders-page.module.css';

type YesNo = '' | 'true' | 'false';

// The yes-or-no filters: the flag, held cargo, unpaid fees (name, "all", "yes", "no").
const YES_NO = [
  ['flagged', 'staff.orders.flagged', 'staff.orders.flaggedAll', 'staff.orders.flaggedYes', 'staff.orders.flaggedNo'],
  ['held', 'staff.desk.filters.held', 'staff.desk.filters.heldAll', 'staff.desk.filters.heldYes', 'staff.desk.filters.heldNo'],
  ['unpaid', 'staff.desk.filters.unpaid', 'staff.desk.filters.unpaidAll', 'staff.desk.filters.unpaidYes', 'staff.desk.filters.unpaidNo'],
] as const;
const KEYS = Object.keys(staffOrderFilters.shape) as (keyof StaffOrderFilters)[];

// Filters live in the URL: a reload, a link or the back button keeps them. Each is read with
// the server's own rule; one that does not pass is left out, as if not given.
export function filtersOf(params: URLSearchParams): StaffOrderFilters {
  const filters: Record<string, unknown> = {};
  for (const key of KEYS) {
    const raw = params.get(key);
    if (raw === null) continue;
    const parsed = staffOrderFilters.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data;
  }
  return filters as StaffOrderFilters;
}

export function searchOf(filters: StaffOrderFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search;
}

// The typed filters wait for Enter (or Search); the lists apply at once.
interface Draft {
  keyword: string;
  mobile: string;
  dateFrom: string;
  dateTo: string;
}

const draftOf = (filters: StaffOrderFilters): Draft => ({
  keyword: filters.keyword ?? '',
  mobile: filters.mobile ?? '',
  dateFrom: filters.dateFrom ?? '',
  dateTo: filters.dateTo ?? '',
});

function usePlaceOptions() {
  const locale = useLocale();
  const start = useOrderPlaces('start');
  const dest = useOrderPlaces('dest');
  return useMemo(() => {
    const departures = (start.data ?? []).flatMap((country) => country.cities.map((city) => ({ value: city.id, label: `${placeName(city, locale)} · ${placeName(country, locale)}` })));
    const destinations = (dest.data ?? []).map((country) => ({ value: country.id, label: placeName(country, locale) }));
    const warehouses = new Map<number, string>();
    for (const tree of [start.data ?? [], dest.data ?? []]) {
      for (const country of tree) for (const city of country.cities) for (const w of city.warehouses) warehouses.set(w.id, `${placeName(w, locale)} (${w.code})`);
    }
    return { departures, destinations, warehouses: [...warehouses].map(([value, label]) => ({ value, label })), loading: start.isPending || dest.isPending };
  }, [start.data, dest.data, start.isPending, dest.isPending, locale]);
}

export function OrderFilters({ filters, apply, memberLabel }: { filters: StaffOrderFilters; apply: (next: StaffOrderFilters) => void; memberLabel: string | undefined }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [seen, setSeen] = useState(filters);
  // The URL changed under the form (a scan, the back button): the typed filters follow it.
  if (seen !== filters && JSON.stringify(seen) !== JSON.stringify(filters)) {
    setSeen(filters);
    setDraft(draftOf(filters));
  }
  const places = usePlaceOptions();
  const mobileBad = draft.mobile.trim() !== '' && !staffOrderFilters.shape.mobile.safeParse(draft.mobile).success;
  const filtered = KEYS.some((key) => filters[key] !== undefined);

  const typed = (): StaffOrderFilters => ({
    keyword: draft.keyword.trim() || undefined,
    mobile: mobileBad ? undefined : draft.mobile.trim() || undefined,
    dateFrom: draft.dateFrom || undefined,
    dateTo: draft.dateTo || undefined,
  });
  const choose = (change: Partial<StaffOrderFilters>) => apply({ ...filters, ...typed(), ...change });
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((now) => ({ ...now, [key]: event.target.value }));
  const yesNo = (value: YesNo) => (value === '' ? undefined : value);

  return (
    <form
      className={styles.filters}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (!mobileBad) apply({ ...filters, ...typed() });
      }}
    >
      <Input
        aria-label={t('staff.orders.keyword')}
        placeholder={t('staff.orders.keyword')}
        value={draft.keyword}
        allowClear
        maxLength={50}
        onChange={set('keyword')}
        className={styles.keyword}
      />
      <Select<number | ''>
        aria-label={t('staff.orders.status')}
        value={filters.status ?? ''}
        onChange={(value) => choose({ status: value === '' ? undefined : (value as StaffOrderFilters['status']) })}
        options={[{ value: '', label: t('staff.orders.allStatuses') }, ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`staff.orders.statusNames.${status}`) }))]}
        className={styles.select}
      />
      <Select<string>
        aria-label={t('staff.desk.filters.transport')}
        value={filters.transportType ?? ''}
        onChange={(value) => choose({ transportType: (value || undefined) as StaffOrderFilters['transportType'] })}
        options={[{ value: '', label: t('staff.desk.filters.allTransports') }, ...TRANSPORT_TYPES.map((type) => ({ value: type, label: t(`staff.desk.transport.${type}`) }))]}
        className={styles.narrow}
      />
      {(
        [
          ['startCityId', 'staff.desk.filters.departure', 'staff.desk.filters.anyDeparture', places.departures, styles.select],
          ['destCountryId', 'staff.desk.filters.destination', 'staff.desk.filters.anyDestination', places.destinations, styles.narrow],
          ['warehouseId', 'staff.desk.filters.warehouse', 'staff.desk.filters.anyWarehouse', places.warehouses, styles.select],
        ] as const
      ).map(([key, label, any, options, width]) => (
        <Select<number | ''>
          key={key}
          aria-label={t(label)}
          value={filters[key] ?? ''}
          loading={places.loading}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value) => choose({ [key]: value === '' ? undefined : value })}
          options={[{ value: '', label: t(any) }, ...options]}
          className={width}
        />
      ))}
      <label className={styles.dateField}>
        <span>{t('staff.desk.filters.from')}</span>
        <Input type="date" value={draft.dateFrom} max={draft.dateTo || undefined} onChange={set('dateFrom')} className={styles.date} />
      </label>
      <label className={styles.dateField}>
        <span>{t('staff.desk.filters.to')}</span>
        <Input type="date" value={draft.dateTo} min={draft.dateFrom || undefined} onChange={set('dateTo')} className={styles.date} />
      </label>
      <Input
        aria-label={t('staff.desk.filters.mobile')}
        placeholder={t('staff.desk.filters.mobile')}
        value={draft.mobile}
        inputMode="numeric"
        maxLength={15}
        allowClear
        status={mobileBad ? 'error' : undefined}
        aria-invalid={mobileBad}
        title={mobileBad ? t('staff.desk.filters.mobileBad') : undefined}
        onChange={set('mobile')}
        className={styles.narrow}
      />
      {YES_NO.map(([key, label, all, yes, no]) => (
        <Select<YesNo>
          key={key}
          aria-label={t(label)}
          value={filters[key] ?? ''}
          onChange={(value) => choose({ [key]: yesNo(value) })}
          options={[
            { value: '', label: t(all) },
            { value: 'true', label: t(yes) },
            { value: 'false', label: t(no) },
          ]}
          className={styles.narrow}
        />
      ))}
      {filters.memberId !== undefined ? (
        <span className={styles.shipper}>
          {t('staff.desk.filters.shipper', { label: memberLabel ?? t('staff.desk.filters.shipperId', { id: filters.memberId }) })}
          <Button size="small" onClick={() => choose({ memberId: undefined })}>
            {t('staff.desk.filters.clearShipper')}
          </Button>
        </span>
      ) : null}
      <Button type="primary" htmlType="submit">
        {t('staff.orders.search')}
      </Button>
      <Button
        disabled={!filtered}
        onClick={() => {
          setDraft(draftOf({}));
          apply({});
        }}
      >
        {t('staff.orders.reset')}
      </Button>
      {mobileBad ? (
        <span role="alert" className={styles.fieldError}>
          {t('staff.desk.filters.mobileBad')}
        </span>
      ) : null}
    </form>
  );
}
