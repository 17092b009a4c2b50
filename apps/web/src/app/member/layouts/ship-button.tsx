import { SendOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';

// The transport picker loads when first asked for, not with the shell.
const TransportPicker = lazy(() => import('../../../features/orders/delivery/components/transport-picker').then((m) => ({ default: m.TransportPicker })));

// docs/product/shell.md: the Ship button, for members of area code 86 only (the server says
// so in the profile's `canShip`). It opens the transport picker, then the shipping form.
export function ShipButton({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { data: profile } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!profile?.canShip) return null;

  const label = t('layout.ship');
  const button = (
    <Button
      type="primary"
      block
      icon={<SendOutlined aria-hidden />}
      aria-label={collapsed ? label : undefined}
      onClick={() => {
        setLoaded(true);
        setOpen(true);
      }}
    >
      {collapsed ? null : label}
    </Button>
  );
  return (
    <div style={{ padding: collapsed ? '12px 8px' : '12px 16px' }}>
      {collapsed ? <Tooltip title={label} placement="right">{button}</Tooltip> : button}
      {loaded ? (
        <Suspense fallback={null}>
          <TransportPicker open={open} onClose={() => setOpen(false)} onGo={onNavigate} />
        </Suspense>
      ) : null}
    </div>
  );
}
