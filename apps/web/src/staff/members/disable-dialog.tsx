import { memberStatusBody, MEMBER_REASON_MAX, type MemberSearchItem } from '@portal/contracts/members';
import { Form } from 'antd';
import { FormModal } from '../../components/form-modal';
import { LimitedTextArea } from '../../components/limited-input';
import { useZodFields } from '../../lib/form-rules';
import { ask } from '../ask';
import { useMemberChange } from './members-api';
import { useMembersText } from './members-texts';

const loadBody = () => Promise.resolve(memberStatusBody);

class NotConfirmed extends Error {}

// The reason first, checked by the server's own schema (memberStatusBody), then a confirmation
// quoting it; only then is the member disabled.
export function DisableDialog({ member, name, onClose }: { member: MemberSearchItem; name: string; onClose: () => void }) {
  const tm = useMembersText();
  const [form] = Form.useForm<{ reason?: string }>();
  const field = useZodFields(loadBody);
  const change = useMemberChange();
  return (
    <FormModal<{ reason?: string }>
      name="member-disable"
      title={tm('disableTitle', { name })}
      form={form}
      okText={tm('disable')}
      successText={tm('disabled', { name })}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = memberStatusBody.parse({ ...values, id: member.id });
        const sure = await ask({
          title: tm('disableConfirmTitle', { name }),
          content: tm('disableConfirm', { reason: body.reason }),
          okText: tm('disable'),
          okButtonProps: { danger: true },
          cancelText: tm('cancel'),
        });
        if (!sure) throw new NotConfirmed();
        await change.mutateAsync({ step: 'disable', id: body.id, reason: body.reason });
      }}
    >
      <p>{tm('disableIntro')}</p>
      <Form.Item name="reason" label={tm('reason')} {...field('reason')}>
        <LimitedTextArea max={MEMBER_REASON_MAX} rows={3} />
      </Form.Item>
    </FormModal>
  );
}
