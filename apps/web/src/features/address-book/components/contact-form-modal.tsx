import type { ContactBody, ContactItem, ContactKind } from '@portal/contracts/address-book';
import { DEFAULT_AREA_CODE } from '@portal/contracts/constants';
import { Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { LimitedInput, LimitedTextArea } from '../../../components/limited-input';
import { useZodFields, type FieldsOf } from '../../../lib/form-rules';
import { useSaveContact } from '../api/address-book-api';
import { loadContactBody } from '../api/address-book-schemas';
import { useGroupOptions } from './group-options';
import { PhoneFields } from './phone-fields';

type TextField = 'name' | 'nameEn' | 'company' | 'companyEn' | 'marks' | 'email';

function initialValues(contact: ContactItem | null): Partial<ContactBody> {
  if (!contact) return { areaCode: DEFAULT_AREA_CODE };
  const { id: _id, kind: _kind, groupTitle: _title, createTime: _time, groupId, ...rest } = contact;
  const values = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value ?? undefined]));
  return { ...values, groupId: groupId ?? undefined };
}

function TextItem({ name, max, field }: { name: TextField; max: number; field: FieldsOf<TextField> }) {
  const { t } = useTranslation();
  return (
    <Col xs={24} sm={12}>
      <Form.Item name={name} label={t(`address-book.contact.${name}`)} {...field(name, name === 'name' || name === 'company')}>
        <LimitedInput max={max} autoComplete="off" />
      </Form.Item>
    </Col>
  );
}

// Adds or edits a customer or supplier.
export function ContactFormModal({ kind, contact, onClose }: { kind: ContactKind; contact: ContactItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveContact(kind);
  const groups = useGroupOptions();
  const field = useZodFields(loadContactBody);
  const title = kind === 'customer' ? (contact ? 'editCustomer' : 'addCustomer') : contact ? 'editSupplier' : 'addSupplier';

  return (
    <FormModal
      title={t(`address-book.contact.${title}`)}
      name="contact"
      width={640}
      initialValues={initialValues(contact)}
      onSubmit={async (values) => save.mutateAsync({ id: contact?.id, body: (await loadContactBody()).parse(values) })}
      successText={t('address-book.saved')}
      okText={t('address-book.save')}
      onClose={onClose}
    >
      <Row gutter={12}>
        <TextItem name="name" max={50} field={field} />
        <TextItem name="nameEn" max={100} field={field} />
        <TextItem name="company" max={100} field={field} />
        <TextItem name="companyEn" max={200} field={field} />
      </Row>
      <PhoneFields field={field} phoneLabel={t('address-book.contact.phone')} />
      <Row gutter={12}>
        <TextItem name="marks" max={30} field={field} />
        <TextItem name="email" max={100} field={field} />
        <Col xs={24} sm={12}>
          <Form.Item name="groupId" label={t('address-book.contact.group')} {...field('groupId', false)}>
            <Select allowClear loading={groups.isPending} options={groups.options} placeholder={t('address-book.contact.noGroup')} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label={t('address-book.contact.address')} {...field('address', false)}>
            <LimitedTextArea max={200} autoSize={{ minRows: 1, maxRows: 4 }} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
