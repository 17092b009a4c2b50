import { CustomerServiceOutlined } from '@ant-design/icons';
import { HELP_CONSULT_PATH } from '@portal/contracts/help';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// The search found nothing: say so, and offer a consultation instead.
export function NoResult() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      icon={<CustomerServiceOutlined aria-hidden />}
      title={t('help.search.empty')}
      subTitle={t('help.search.emptyHint')}
      extra={
        <Link to={HELP_CONSULT_PATH}>
          <Button type="primary" tabIndex={-1}>
            {t('help.search.consult')}
          </Button>
        </Link>
      }
    />
  );
}
