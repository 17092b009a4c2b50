import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../../components/light-controls';
import { Form } from '../../../components/light-form';
import { useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { useFormErrorNotice } from '../../../lib/use-form-error-notice';
import { loadTrackQuery } from './track-schemas';

interface TrackFormProps {
  initial: string | undefined;
  // A signed-in member may also look up one of their shipping marks.
  member: boolean;
  looking: boolean;
  onLookup: (no: string) => void;
}

// The lookup form: one number (or mark). Drawn with the light form, as the public page has no
// antd; the member's lookup page shows the same form.
export function TrackForm({ initial, member, looking, onLookup }: TrackFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ no: string }>();
  const field = useZodFields(loadTrackQuery);
  const notifyFormErrors = useFormErrorNotice();
  useRevalidateOnLocaleChange(form);
  return (
    <Form
      form={form}
      name="track"
      layout="vertical"
      initialValues={{ no: initial ?? '' }}
      onFinish={(values) => onLookup(values.no.trim())}
      onFinishFailed={notifyFormErrors}
    >
      <Form.Item name="no" label={t(member ? 'order-pages.tracking.labelMember' : 'order-pages.tracking.label')} {...field('no')}>
        <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={looking}>
        {t('order-pages.tracking.submit')}
      </Button>
    </Form>
  );
}
