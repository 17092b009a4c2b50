import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('errors.notFound.title')}</h1>
        <p className={styles.text}>{t('errors.notFound.text')}</p>
        <Button type="primary" onClick={() => void navigate('/')}>
          {t('errors.notFound.back')}
        </Button>
      </div>
    </main>
  );
}
