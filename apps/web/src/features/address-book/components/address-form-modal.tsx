import type { AddressBody, AddressItem } from '@portal/contracts/address-book';
import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveAddress } from '../api/address-book-api';
import { loadAddressBody } from '../api/address-book-schemas';
import { FormModal } from './form-modal';
import { PhoneFields } from './phone-fields';
import { RegionFields } from './region-fields';
import { LimitedInput, LimitedTextArea } from '../../../components/limited-input';

const DEFAULT_AREA_CODE = '86';

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
  return (
    <FormModal
      title={t(address ? 'address-book.address.editTitle' : 'address-book.address.addTitle')}
      name="address"
      load={loadAddressBody}
      initialValues={initialValues(address)}
      submit={(body) => save.mutateAsync({ id: address?.id, body })}
      onClose={onClose}
    >
      {(field) => (
        <>
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
        </>
      )}
    </FormModal>
  );
}
