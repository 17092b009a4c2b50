import { NOTIFICATION_TYPES, type NotificationType } from '@portal/contracts/notifications';
import { MEMBER_MESSAGE_CONTENT_MAX, MEMBER_MESSAGE_TITLE_MAX, memberMessageBody, type MemberMessageAudience } from '@portal/contracts/outbox';
import { Form, Input, Select } from 'antd';
import { FormModal } from '../../components/form-modal';
import { LimitedInput, LimitedTextArea } from '../../components/limited-input';
import { feedback } from '../../lib/feedback';
import { useZodFields } from '../../lib/form-rules';
import { previewAudience, sendMemberMessage } from './outbox-api';
import { useOutboxText } from './outbox-texts';
import styles from './outbox.module.css';

type AudienceKind = MemberMessageAudience['to'];
const AUDIENCES: readonly AudienceKind[] = ['member', 'area', 'level', 'container'];

interface MessageValues {
  to: AudienceKind;
  areaCode?: string;
  mobile?: string;
  level?: string;
  containerNo?: string;
  type: NotificationType;
  title: string;
  content: string;
}

const loadBody = () => Promise.resolve(memberMessageBody);

function audienceOf(values: MessageValues): MemberMessageAudience {
  const text = (value: string | undefined) => value?.trim() ?? '';
  switch (values.to) {
    case 'member':
      return { to: 'member', areaCode: text(values.areaCode), mobile: text(values.mobile) };
    case 'area':
      return { to: 'area', areaCode: text(values.areaCode) };
    case 'level':
      return { to: 'level', level: text(values.level) };
    case 'container':
      return { to: 'container', containerNo: text(values.containerNo) };
  }
}

// Thrown to end a submit without the success toast: not confirmed, or nobody to send to.
class StopSubmit extends Error {}

const confirmed = (props: Parameters<typeof feedback.confirm>[0]) =>
  new Promise<boolean>((resolve) => feedback.confirm({ ...props, onOk: () => resolve(true), onCancel: () => resolve(false) }));

// A message to one member or a group, through the notification outbox: the form, then the count
// of members it reaches now, then the confirmation; the delivery job sends it on each member's
// own channels (docs/jobs-and-notifications.md, "Messages from staff").
export function MessageForm({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const ot = useOutboxText();
  const [form] = Form.useForm<MessageValues>();
  const field = useZodFields(loadBody);
  const to = Form.useWatch('to', form) ?? 'member';
  const required = (label: string) => ({ required: true, rules: [{ required: true, whitespace: true, message: ot('send.required', { field: label }) }] });

  return (
    <FormModal<MessageValues>
      name="member-message"
      title={ot('send.title')}
      form={form}
      width={560}
      initialValues={{ to: 'member', areaCode: '86', type: 'reminder' }}
      okText={ot('send.ok')}
      successText={ot('send.queued')}
      onClose={onClose}
      onSubmit={async (values) => {
        const audience = audienceOf(values);
        const { members } = await previewAudience(audience);
        if (members === 0) {
          feedback.error(ot('send.nobody'));
          throw new StopSubmit();
        }
        const sure = await confirmed({
          title: ot('send.confirmTitle', { count: members }),
          content: ot('send.confirm', { title: values.title.trim() }),
          okText: ot('send.confirmOk', { count: members }),
          cancelText: ot('send.cancel'),
        });
        if (!sure) throw new StopSubmit();
        await sendMemberMessage({ audience, type: values.type, title: values.title, content: values.content });
        onSent();
      }}
    >
      <Form.Item name="to" label={ot('send.to')}>
        <Select<AudienceKind> options={AUDIENCES.map((kind) => ({ value: kind, label: ot(`send.audiences.${kind}`) }))} />
      </Form.Item>
      {to === 'member' || to === 'area' ? (
        <div className={styles.pair}>
          <Form.Item name="areaCode" label={ot('send.areaCode')} {...required(ot('send.areaCode'))} className={styles.areaCode}>
            <Input maxLength={6} />
          </Form.Item>
          {to === 'member' ? (
            <Form.Item name="mobile" label={ot('send.mobile')} {...required(ot('send.mobile'))} className={styles.grow}>
              <Input maxLength={20} />
            </Form.Item>
          ) : null}
        </div>
      ) : null}
      {to === 'level' ? (
        <Form.Item name="level" label={ot('send.level')} {...required(ot('send.level'))}>
          <Input maxLength={32} />
        </Form.Item>
      ) : null}
      {to === 'container' ? (
        <Form.Item name="containerNo" label={ot('send.containerNo')} {...required(ot('send.containerNo'))}>
          <Input maxLength={40} />
        </Form.Item>
      ) : null}
      <Form.Item name="type" label={ot('send.type')} extra={ot('send.typeHelp')}>
        <Select<NotificationType> options={NOTIFICATION_TYPES.map((type) => ({ value: type, label: ot(`send.types.${type}`) }))} />
      </Form.Item>
      <Form.Item name="title" label={ot('send.messageTitle')} {...field('title')}>
        <LimitedInput max={MEMBER_MESSAGE_TITLE_MAX} />
      </Form.Item>
      <Form.Item name="content" label={ot('send.content')} {...field('content')}>
        <LimitedTextArea max={MEMBER_MESSAGE_CONTENT_MAX} rows={4} />
      </Form.Item>
    </FormModal>
  );
}
