import type { EcashItem } from '@portal/contracts/ecash';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/light-controls';
import { useLocale } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/number-format';
import { placeName } from '../../../lib/place-name';
import type { useEcashRates } from '../api/ecash-api';
import styles from './ecash-table.module.css';
import { rateTime } from './rate-time';

// The rates in effect, drawn without antd so the public page stays light: loading, a failed
// load with Retry (not an empty table), no rates yet, or one row per currency.
export function EcashTable({ rates }: { rates: ReturnType<typeof useEcashRates> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (rates.isPending) {
    return (
      <p className={styles.message} role="status">
        {t('money.ecash.loading')}
      </p>
    );
  }
  if (rates.isError) {
    return (
      <div className={styles.failed} role="alert">
        <span>{t('money.ecash.failed')}</span>
        <Button onClick={() => void rates.refetch()} loading={rates.isFetching}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const list: EcashItem[] = rates.data.list;
  if (list.length === 0) {
    return (
      <p className={styles.message} role="status">
        {t('money.ecash.empty')}
      </p>
    );
  }
  const base = list[0]?.baseCurrency ?? 'USD';
  return (
    <div className={styles.scroll} role="region" aria-label={t('money.ecash.tableLabel')} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('money.ecash.caption', { base })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('money.ecash.currency')}</th>
            <th scope="col" className={styles.number}>
              {t('money.ecash.rate')}
            </th>
            <th scope="col" className={styles.number}>
              {t('money.ecash.ecashRate')}
            </th>
            <th scope="col">{t('money.ecash.effective')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <span className={styles.code}>{row.currencyCode}</span>
                <span className={styles.name}>{placeName(row, locale)}</span>
              </th>
              <td className={styles.number}>{formatNumber(row.rate, locale)}</td>
              <td className={styles.number}>{formatNumber(row.ecashRate, locale)}</td>
              <td className={styles.time}>{rateTime(row.effectiveTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
