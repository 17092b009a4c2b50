import type { SmsScene } from '@portal/contracts/codes';
import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { AreaCodeSelect } from '../../../components/area-code-select';
import { SmsCodeInput } from '../../../components/sms-code-input';
import type { FieldsOf } from '../../../lib/form-rules';

// Area code, mobile and an SMS code for the scene: the start of the SMS login, registration
// and password-reset forms.
export function MobileCodeFields({ scene, field }: { scene: SmsScene; field: FieldsOf<'areaCode' | 'mobile' | 'code'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="areaCode" label={t('common.areaCode.label')} {...field('areaCode')}>
        <AreaCodeSelect />
      </Form.Item>
      <Form.Item name="mobile" label={t('auth.login.mobile')} {...field('mobile')}>
        <Input inputMode="tel" autoComplete="tel-national" placeholder={t('auth.login.mobilePlaceholder')} />
      </Form.Item>
      <Form.Item name="code" label={t('auth.login.code')} {...field('code')}>
        <SmsCodeInput scene={scene} placeholder={t('auth.login.codePlaceholder')} />
      </Form.Item>
    </>
  );
}
