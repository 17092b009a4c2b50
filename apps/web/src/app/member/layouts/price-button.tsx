import { CalculatorOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClientConfig } from '../../../lib/system-api';
import { MEMBER_BASE } from '../routes/member-routes';

// docs/product/shell.md: the Price query button, shown when the installation offers the price
// check (client config `priceCheckEnabled`, env PRICE_CHECK_ENABLED).
export function PriceButton({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: config } = useClientConfig();
  if (!config?.priceCheckEnabled) return null;

  const label = t('layout.priceQuery');
  const button = (
    <Button
      block
      icon={<CalculatorOutlined aria-hidden />}
      aria-label={collapsed ? label : undefined}
      onClick={() => {
        void navigate(`${MEMBER_BASE}/jd-price`);
        onNavigate?.();
      }}
    >
      {collapsed ? null : label}
    </Button>
  );
  return <div style={{ padding: collapsed ? '0 8px 12px' : '0 16px 12px' }}>{collapsed ? <Tooltip title={label} placement="right">{button}</Tooltip> : button}</div>;
}
