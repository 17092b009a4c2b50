import type { AddressBody, AddressItem } from '@portal/contracts/address-book';
import { DEFAULT_AREA_CODE } from '@portal/contracts/constants';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { LimitedInput, LimitedTextArea } from '../../../components/limited-input';
import { useZodFields } from '../../../lib/form-rules';
import { useSaveAddress } from '../api/address-book-api';
import { loadAddressBody } from '../api/address-book-schemas';
import { PhoneFields } from './phone-fields';
import { RegionFields } from './region-fields';

function initialValues(address: AddressItem | null): Partial<AddressBody> {
  if (!address) return { areaCode: DEFAULT_AREA_CODE, isDefault: false };
  return {
    name: address.name,
    areaCode: address.areaCode,
    phone: address.phone,
    countryId: address.country.id,
    cityId: address.city.id,
    address: address.address,
    isDefault: address.isDefault,
  };
}

// Adds an address (editing: `address` given).
export function AddressFormModal({ address, onClose }: { address: AddressItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAddress();
  const field = useZodFields(loadAddressBody);
  return (
    <FormModal
      title={t(address ? 'address-book.address.editTitle' : 'address-book.address.addTitle')}
      name="address"
      initialValues={initialValues(address)}
      onSubmit={async (values) => save.mutateAsync({ id: address?.id, body: (await loadAddressBody()).parse(values) })}
      successText={t('address-book.saved')}
      okText={t('address-book.save')}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('address-book.address.name')} {...field('name')}>
        <LimitedInput max={50} autoComplete="off" />
      </Form.Item>
      <PhoneFields field={field} phoneLabel={t('address-book.address.phone')} />
      <RegionFields field={field} />
      <Form.Item name="address" label={t('address-book.address.fullAddress')} {...field('address')}>
        <LimitedTextArea rows={2} max={100} placeholder={t('address-book.address.fullAddressPlaceholder')} />
      </Form.Item>
      <Form.Item name="isDefault" valuePropName="checked" {...field('isDefault', false)}>
        <Checkbox>{t('address-book.address.isDefault')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
