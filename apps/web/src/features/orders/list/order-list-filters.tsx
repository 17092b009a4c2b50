import { Button, Input } from 'antd';
import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstPaint } from '../../../components/after-paint';
import { FilterSlot } from '../../../components/list-card';
import { NativeSelect } from '../../../components/native-select';
import { readDay, showDay } from '../../../lib/dayjs';
import { useLocale } from '../../../lib/i18n';
import { useIsMobile } from '../../../lib/use-media-query';
import { useDictEntries } from '../../../lib/system-api';
import { dictLabel } from '@portal/contracts/locale';
import type { TransportType } from '@portal/contracts/statuses';
import { narrowed, type OrderFilters } from './order-filters';
import styles from './order-list.module.css';

interface FilterProps {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}

// The keyword box: order number, shipping mark or consignee. It is remounted with the URL's
// keyword (key), so clearing the filters clears it too.
export function OrderSearch({ filters, onChange }: FilterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={id}>{t('order-pages.list.searchLabel')}</label>
      <Input.Search
        id={id}
        key={filters.keyword ?? ''}
        allowClear
        defaultValue={filters.keyword}
        maxLength={50}
        placeholder={t('order-pages.list.search')}
        onSearch={(value) => onChange({ ...filters, keyword: value.trim() || undefined })}
      />
    </div>
  );
}

// On a desk the transport filter is antd's Select, drawn after the list's first paint (its code,
// with antd's Select, is most of a list's weight: docs/web.md, "A list page"); a phone uses its
// own picker.
const TransportSelect = lazy(() => import('./transport-select').then((module) => ({ default: module.TransportSelect })));
const TRANSPORT_FILTER_WIDTH = 160;

// Transport type and creation dates, typed in the UI language's day format (not the browser's,
// as a native date input would show them; the URL keeps YYYY-MM-DD). A date is taken on Enter
// or when the field is left; one that is no real day is dropped. The inputs are remounted with
// the URL's value (key), so clearing the filters clears them too.
export function OrderFilterFields({ filters, onChange }: FilterProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const transports = useDictEntries('transport_type');
  const phone = useIsMobile();
  const options = (transports.data ?? []).map((entry) => ({ value: entry.value as TransportType, label: dictLabel(entry, locale) }));
  const take = (key: 'dateFrom' | 'dateTo', text: string) => {
    const day = readDay(text, locale);
    if (day !== filters[key]) onChange({ ...filters, [key]: day });
  };
  const date = (key: 'dateFrom' | 'dateTo', label: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <Input
        id={`${id}-${key}`}
        key={`${locale}:${filters[key] ?? ''}`}
        inputMode="numeric"
        placeholder={t('common.dateHint')}
        defaultValue={filters[key] ? showDay(filters[key], locale) : ''}
        onBlur={(event) => take(key, event.target.value)}
        onPressEnter={(event) => take(key, event.currentTarget.value)}
      />
    </div>
  );
  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-transport`}>{t('order-pages.list.transport')}</label>
        {phone ? (
          <NativeSelect
            id={`${id}-transport`}
            placeholder={t('order-pages.list.allTransports')}
            value={filters.transportType}
            options={options}
            onChange={(value) => onChange({ ...filters, transportType: value as TransportType | undefined })}
          />
        ) : (
          <AfterFirstPaint fallback={<FilterSlot width={TRANSPORT_FILTER_WIDTH} />}>
            <TransportSelect
              id={`${id}-transport`}
              placeholder={t('order-pages.list.allTransports')}
              value={filters.transportType}
              loading={transports.isPending}
              options={options}
              onChange={(value) => onChange({ ...filters, transportType: value })}
            />
          </AfterFirstPaint>
        )}
      </div>
      {date('dateFrom', t('order-pages.list.dateFrom'))}
      {date('dateTo', t('order-pages.list.dateTo'))}
      <Button className={styles.reset} disabled={!narrowed(filters) && filters.status === undefined} onClick={() => onChange({})}>
        {t('order-pages.list.reset')}
      </Button>
    </>
  );
}
