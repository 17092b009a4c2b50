import type { ControlOrder, TransferBody } from '@portal/contracts/cargo-control';
import { ERRORS } from '@portal/contracts/errors';
import { Descriptions, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DialCodeSelect } from '../../../components/dial-code-select';
import { FormModal } from '../../../components/form-modal';
import { LimitedInput } from '../../../components/limited-input';
import { SmsCodeInput } from '../../../components/sms-code-input';
import { feedback } from '../../../lib/feedback';
import { useZodFields } from '../../../lib/form-rules';
import { checkTransfer, sendControlCode, useTransfer } from '../api/cargo-control-api';
import { loadTransferBody } from '../api/cargo-control-schemas';
import { phoneText } from './control-display';
import { CODE_REFUSALS, showRefusal } from './refusals';

export type TransferValues = Omit<TransferBody, 'id'>;

const FIELD_BY_CODE = new Map<number, string | string[]>([[ERRORS.CONTROL_TRANSFER_SAME.code, ['newController', 'phone']], ...CODE_REFUSALS]);

// Resolves true when the member confirms in the dialog, false when they step back.
export function confirmTransfer(title: string, content: string, okText: string, cancelText: string): Promise<boolean> {
  return new Promise((resolve) =>
    feedback.confirm({ title, content, okText, cancelText, onOk: () => resolve(true), onCancel: () => resolve(false) }),
  );
}

// Hand the right to release to another member: the current controller shown, the new one
// typed in, an SMS code to the current controller; once the server has checked all of it (the
// code too), a confirmation, then the transfer.
export function TransferModal({ order, onClose }: { order: ControlOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TransferValues>();
  const field = useZodFields(loadTransferBody);
  const transfer = useTransfer();
  const current = order.controller;
  const currentPhone = phoneText(current.areaCode, current.phone);

  const submit = async (values: TransferValues) => {
    const body = (await loadTransferBody()).parse({ ...values, id: order.id });
    const name = body.newController.name;
    // The server's checks first (a wrong SMS code, the same controller…), shown under their
    // inputs; the confirmation only for a transfer that will go through.
    try {
      await checkTransfer(body);
    } catch (error) {
      showRefusal(form, error, FIELD_BY_CODE);
      throw error;
    }
    const confirmed = await confirmTransfer(
      t('cargo-control.transfer.confirmTitle', { name }),
      t('cargo-control.transfer.confirmContent', { name, phone: phoneText(body.newController.areaCode, body.newController.phone) }),
      t('cargo-control.transfer.ok'),
      t('common.cancel'),
    );
    // Stepping back keeps the dialog open with what was typed.
    if (!confirmed) throw new Error('not confirmed');
    try {
      await transfer.mutateAsync(body);
    } catch (error) {
      showRefusal(form, error, FIELD_BY_CODE);
      throw error;
    }
  };

  return (
    <FormModal<TransferValues>
      name="transfer-control"
      title={t('cargo-control.transfer.title', { orderNo: order.orderNo })}
      form={form}
      onClose={onClose}
      onSubmit={submit}
      okText={t('cargo-control.transfer.ok')}
      successText={t('cargo-control.transfer.success')}
    >
      <Descriptions
        title={t('cargo-control.transfer.current')}
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'name', label: t('cargo-control.transfer.name'), children: current.name },
          { key: 'phone', label: t('cargo-control.transfer.phone'), children: currentPhone },
        ]}
      />
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ fontSize: 16, fontWeight: 600, marginBottom: 12, border: 0 }}>{t('cargo-control.transfer.newController')}</legend>
        <Form.Item name={['newController', 'name']} label={t('cargo-control.transfer.newName')} {...field(['newController', 'name'])}>
          <LimitedInput max={50} autoComplete="off" />
        </Form.Item>
        <Flex gap={8} wrap>
          <Form.Item
            name={['newController', 'areaCode']}
            label={t('cargo-control.transfer.dialCode')}
            style={{ flex: '1 1 140px' }}
            initialValue={current.areaCode}
            {...field(['newController', 'areaCode'])}
          >
            <DialCodeSelect />
          </Form.Item>
          <Form.Item name={['newController', 'phone']} label={t('cargo-control.transfer.newPhone')} style={{ flex: '2 1 180px' }} {...field(['newController', 'phone'])}>
            <LimitedInput max={20} inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Flex>
        <Form.Item name={['newController', 'email']} label={t('cargo-control.transfer.email')} {...field(['newController', 'email'], false)}>
          <LimitedInput max={100} inputMode="email" autoComplete="off" />
        </Form.Item>
      </fieldset>
      <Form.Item name="code" label={t('cargo-control.transfer.code', { to: currentPhone })} {...field('code')}>
        <SmsCodeInput scene="transfer-control" request={(captcha) => sendControlCode('transfer-control', captcha)} />
      </Form.Item>
    </FormModal>
  );
}
