import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status="404"
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('errors.notFound.title')}</h1>}
        subTitle={t('errors.notFound.text')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('errors.notFound.back')}
          </Button>
        }
      />
    </main>
  );
}
