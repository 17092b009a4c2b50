import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

// Plain CSS so the first bundle does not carry antd's Spin.
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden />
      <span>{t('common.loading')}</span>
    </div>
  );
}
