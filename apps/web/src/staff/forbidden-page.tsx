import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStaffMe } from './staff-api';
import { staffLanding } from './staff-routes';
import { useStaffTitle } from './staff-title';

// The 403 page: a console page the staff member's roles do not reach.
export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useStaffMe();
  const landing = data ? staffLanding(data.roles) : null;
  useStaffTitle('forbidden');
  return (
    <Result
      status="403"
      title={<h1 style={{ margin: 0, fontSize: 'inherit' }}>{t('staff.forbidden.title')}</h1>}
      subTitle={t('staff.forbidden.text')}
      extra={
        landing ? (
          <Button type="primary" onClick={() => void navigate(landing)}>
            {t('staff.forbidden.back')}
          </Button>
        ) : null
      }
    />
  );
}
