import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

// What a list (or any loaded block) shows when loading failed: not the empty state, which
// would say the data is gone, but the failure and a way to try again.
export function LoadError({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('common.loadFailed')}
      extra={
        <Button icon={<ReloadOutlined aria-hidden />} loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
