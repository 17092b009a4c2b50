import type { RefundItem } from '@portal/contracts/refund';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

const TYPE = { applied: 'info', approved: 'success', rejected: 'warning', returned: 'success' } as const;

// The order's latest warehouse refund application: its number, state and the staff's answer;
// once approved, what happens next; once the goods were handed back, when and to whom.
export function RefundState({ refund }: { refund: RefundItem }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('order-money.refund.title')}>
      <Alert
        type={TYPE[refund.status]}
        showIcon
        title={`${t('order-money.refund.title')}: ${t(`order-money.refund.status.${refund.status}`)}`}
        description={
          <>
            <div>
              {t('order-money.refund.number', { refundNo: refund.refundNo })} · {t('order-money.refund.sentAt', { time: formatDateTime(refund.createTime, 'YYYY-MM-DD HH:mm') })}
            </div>
            <div>{refund.reason}</div>
            {refund.answer ? <div>{t('order-money.refund.answer', { answer: refund.answer })}</div> : null}
            {refund.status === 'approved' ? <div>{t('order-money.refund.approvedHint')}</div> : null}
            {refund.returnTime ? (
              <div>{t('order-money.refund.returned', { time: formatDateTime(refund.returnTime, 'YYYY-MM-DD HH:mm'), note: refund.returnNote ?? '' })}</div>
            ) : null}
          </>
        }
      />
    </section>
  );
}

// When the applications could not be read: say so, with Retry (not "no application").
export function RefundStateFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('order-money.refund.failed')}
      action={
        <Button size="small" loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
