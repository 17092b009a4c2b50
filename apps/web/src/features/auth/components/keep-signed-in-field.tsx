import { Checkbox } from '../../../components/light-controls';
import { Form } from '../../../components/light-form';
import { useTranslation } from 'react-i18next';

// "Keep me signed in": unticked, the session ends after 2 hours idle or 12 hours; ticked,
// after 7 days idle or 30 days (docs/decisions.md, "Sessions").
export function KeepSignedInField() {
  const { t } = useTranslation();
  return (
    <Form.Item name="keepSignedIn" valuePropName="checked">
      <Checkbox>{t('auth.login.keepSignedIn')}</Checkbox>
    </Form.Item>
  );
}
