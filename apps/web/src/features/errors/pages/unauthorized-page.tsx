import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endSession } from '../../../lib/session';

export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status="403"
        title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('errors.unauthorized.title')}</h1>}
        subTitle={t('errors.unauthorized.text')}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => void navigate('/')}>
              {t('errors.unauthorized.back')}
            </Button>
            <Button
              onClick={() => void endSession(() => navigate('/login'))}
            >
              {t('errors.unauthorized.login')}
            </Button>
          </Space>
        }
      />
    </main>
  );
}
