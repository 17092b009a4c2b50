import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './delivery-form.module.css';

// An order leaves draft only once the member is real-name certified; until then the form
// says so, links to the verification page, and still saves drafts.
export function RealNameNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('delivery.realName.required')}
      description={
        <>
          {t('delivery.realName.draftsAllowed')} <Link to="/jiedao/jd-idcard" className={styles.noticeLink}>{t('delivery.realName.link')}</Link>
        </>
      }
    />
  );
}
