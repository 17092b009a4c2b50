import type { KycKind } from '@portal/contracts/kyc';
import { kycRejectBody } from '@portal/contracts/kyc';
import { Button, Form } from 'antd';
import { FormModal } from '../../components/form-modal';
import { LimitedTextArea } from '../../components/limited-input';
import { useZodFields } from '../../lib/form-rules';
import { ask } from '../ask';
import { useReviewsText, type ReviewsKey } from './reviews-texts';
import styles from './reviews.module.css';

// The reasons reviewers give most, per kind (texts under `reasons.<kind>`): one click puts the
// text in the field, where it can be changed.
const COMMON_REASONS: Record<KycKind, readonly string[]> = {
  'real-name': ['blurred', 'nameMismatch', 'numberMismatch', 'expired', 'notId'],
  enterprise: ['unreadable', 'nameMismatch', 'numberMismatch', 'expired'],
};

interface RejectValues {
  reason?: string;
}

const loadRejectBody = () => Promise.resolve(kycRejectBody);

// The reason is checked by the server's own schema (required, at most 200 characters) before
// the confirmation is asked; cancelling the confirmation keeps the dialog and the reason.
// Thrown to end a submit without the success toast: not confirmed, or the desk has reported
// the refusal itself (the dialog is then closed).
export class StopSubmit extends Error {}

export function RejectDialog({
  kind,
  name,
  onReject,
  onClose,
}: {
  kind: KycKind;
  name: string;
  // Sends the rejection; resolves once done (the desk reports a refusal itself).
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const tr = useReviewsText();
  const [form] = Form.useForm<RejectValues>();
  const field = useZodFields(loadRejectBody);
  return (
    <FormModal<RejectValues>
      name="review-reject"
      title={tr('actions.rejectTitle', { name })}
      form={form}
      okText={tr('actions.rejectOk')}
      successText={tr('actions.rejected', { name })}
      onClose={onClose}
      onSubmit={async (values) => {
        const { reason } = kycRejectBody.parse(values);
        const sure = await ask({
          title: tr('actions.rejectConfirmTitle', { name }),
          content: tr('actions.rejectConfirm', { reason }),
          okText: tr('actions.reject'),
          okButtonProps: { danger: true },
          cancelText: tr('actions.cancel'),
        });
        if (!sure) throw new StopSubmit();
        await onReject(reason);
      }}
    >
      <p className={styles.notice}>{tr('actions.rejectIntro')}</p>
      <Form.Item name="reason" label={tr('actions.reason')} {...field('reason')}>
        <LimitedTextArea max={200} rows={3} />
      </Form.Item>
      <div role="group" aria-label={tr('actions.commonReasons')} className={styles.reasons}>
        <span className={styles.muted}>{tr('actions.commonReasons')}</span>
        {COMMON_REASONS[kind].map((key) => {
          const text = tr(`reasons.${kind}.${key}` as ReviewsKey);
          return (
            <Button
              key={key}
              size="small"
              onClick={() => {
                form.setFieldValue('reason', text);
                void form.validateFields(['reason']).catch(() => undefined);
              }}
            >
              {text}
            </Button>
          );
        })}
      </div>
    </FormModal>
  );
}
