import { Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldsOf } from '../../../lib/form-rules';
import { DialCodeSelect } from '../../../components/dial-code-select';
import { LimitedInput } from '../../../components/limited-input';

// Dial code and phone side by side: the phone is checked against its dial code by the server.
export function PhoneFields({ field, phoneLabel }: { field: FieldsOf<'areaCode' | 'phone'>; phoneLabel: string }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap>
      <Form.Item name="areaCode" label={t('address-book.contact.dialCode')} style={{ flex: '1 1 160px' }} {...field('areaCode')}>
        <DialCodeSelect />
      </Form.Item>
      <Form.Item name="phone" label={phoneLabel} style={{ flex: '2 1 200px' }} {...field('phone')}>
        <LimitedInput inputMode="tel" autoComplete="off" max={20} />
      </Form.Item>
    </Flex>
  );
}
