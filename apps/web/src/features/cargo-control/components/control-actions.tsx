import type { ControlOrder } from '@portal/contracts/cargo-control';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OpenControlDialog } from './control-dialogs';

// Release and transfer for the current controller while cartons are left; history for anyone
// who sees the order. Named with the order number, as several rows carry the same buttons.
export function ControlActions({ order, open, size = 'small' }: { order: ControlOrder; open: OpenControlDialog; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const named = (action: string) => `${action} ${order.orderNo}`;
  return (
    <Flex wrap gap={4}>
      {order.canRelease ? (
        <Button size={size} type="link" aria-label={named(t('cargo-control.action.release'))} onClick={() => open('release', order)}>
          {t('cargo-control.action.release')}
        </Button>
      ) : null}
      {order.canTransfer ? (
        <Button size={size} type="link" aria-label={named(t('cargo-control.action.transfer'))} onClick={() => open('transfer', order)}>
          {t('cargo-control.action.transfer')}
        </Button>
      ) : null}
      <Button size={size} type="link" aria-label={named(t('cargo-control.action.history'))} onClick={() => open('history', order)}>
        {t('cargo-control.action.history')}
      </Button>
    </Flex>
  );
}
