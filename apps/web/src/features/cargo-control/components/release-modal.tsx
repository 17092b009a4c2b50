import type { ControlOrder, ReleaseBody, ReleaseVerifyMethod } from '@portal/contracts/cargo-control';
import { ERRORS, errorMessage } from '@portal/contracts/errors';
import { kgToGrams, m3ToCm3 } from '@portal/contracts/order-units';
import { Alert, Flex, Form, InputNumber, Radio, Typography } from 'antd';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { DialCodeSelect } from '../../../components/dial-code-select';
import { FormModal } from '../../../components/form-modal';
import { LimitedInput, LimitedTextArea } from '../../../components/limited-input';
import { SmsCodeInput } from '../../../components/sms-code-input';
import { formatDateTime } from '../../../lib/format';
import { useZodFields } from '../../../lib/form-rules';
import { useLocale } from '../../../lib/i18n';
import { sendControlCode, useRelease } from '../api/cargo-control-api';
import { loadReleaseBody } from '../api/cargo-control-schemas';
import { phoneText } from './control-display';
import { CODE_REFUSALS, showRefusal } from './refusals';
import { consigneeNote, verifyMethods } from './release-rules';

// The form's values: volume in m³ and weight in kg as the member types them (the body takes
// cm³ and grams); antd gives null for an emptied number input.
export interface ReleaseValues {
  pickNum?: number | null;
  pickVolume?: number | null;
  pickWeight?: number | null;
  consignee: { name?: string; areaCode?: string; phone?: string };
  remarks?: string;
  method: ReleaseVerifyMethod;
  password?: string;
  code?: string;
}

const orNone = <T,>(value: T | null | undefined) => (value === null ? undefined : value);

export function releaseBodyOf(values: ReleaseValues, id?: number): Partial<ReleaseBody> {
  const volume = orNone(values.pickVolume);
  const weight = orNone(values.pickWeight);
  return {
    ...values,
    id,
    pickNum: orNone(values.pickNum),
    pickVolume: volume === undefined ? undefined : m3ToCm3(volume),
    pickWeight: weight === undefined ? undefined : kgToGrams(weight),
  } as Partial<ReleaseBody>;
}
const toBody = (values: ReleaseValues) => releaseBodyOf(values);

// Refusals of the server that belong to one input.
const FIELD_BY_CODE = new Map<number, string | string[]>([
  [ERRORS.CONTROL_RELEASE_EXCEEDS.code, 'pickNum'],
  [ERRORS.CONTROL_PASSWORD_WRONG.code, 'password'],
  [ERRORS.CONTROL_PASSWORD_NOT_SET.code, 'password'],
  // Too many wrong control passwords: held like sign-in.
  [ERRORS.AUTH_LOCKED.code, 'password'],
  [ERRORS.CONTROL_CONSIGNEE_LOCKED.code, ['consignee', 'name']],
  [ERRORS.CONTROL_CONSIGNEE_NOT_IN_WAREHOUSE.code, ['consignee', 'name']],
  ...CODE_REFUSALS,
]);

// Release cartons of a controlled order: how many (1 … what is left), to whom (the order's
// consignee unless the lock has expired in a warehouse), what was picked up, and the proof:
// the control password or an SMS code to the controller.
export function ReleaseModal({ order, onClose }: { order: ControlOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<ReleaseValues>();
  const field = useZodFields(loadReleaseBody, toBody);
  const release = useRelease();
  const methods = verifyMethods(order);
  const method = Form.useWatch('method', form) ?? methods[0];
  const note = consigneeNote(order);
  const consigneeLocked = note !== 'changeAllowed';
  const controllerPhone = phoneText(order.controller.areaCode, order.controller.phone);

  const submit = async (values: ReleaseValues) => {
    try {
      const body = (await loadReleaseBody()).parse(releaseBodyOf(values, order.id));
      await release.mutateAsync(body);
    } catch (error) {
      showRefusal(form, error, FIELD_BY_CODE);
      throw error;
    }
  };

  // The live count is the server's; this says early what it would answer.
  const withinRemain = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value === 'number' && value > order.remainNum) {
        throw new Error(errorMessage('CONTROL_RELEASE_EXCEEDS', locale, { remain: order.remainNum }));
      }
    },
  };

  return (
    <FormModal<ReleaseValues>
      name="release-goods"
      title={t('cargo-control.release.title', { orderNo: order.orderNo })}
      form={form}
      onClose={onClose}
      onSubmit={submit}
      okText={t('cargo-control.release.ok')}
      successText={t('cargo-control.release.success')}
      initialValues={{
        consignee: { name: order.consigneeName ?? '', areaCode: order.consigneeAreaCode ?? undefined, phone: order.consigneePhone ?? '' },
        method: methods[0],
      }}
    >
      <Typography.Paragraph type="secondary">
        {t('cargo-control.release.summary', { remain: order.remainNum, total: order.sumConNum })}
      </Typography.Paragraph>
      <Form.Item name="pickNum" label={t('cargo-control.release.pickNum')} {...field('pickNum')} rules={[...field('pickNum').rules, withinRemain]}>
        <InputNumber precision={0} inputMode="numeric" style={{ width: '100%' }} placeholder={`1 – ${order.remainNum}`} />
      </Form.Item>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend style={{ fontSize: 14, marginBottom: 8, border: 0 }}>{t('cargo-control.release.consignee')}</legend>
        <Alert
          type={consigneeLocked ? 'info' : 'success'}
          showIcon
          style={{ marginBottom: 12 }}
          title={
            note === 'locked'
              ? t('cargo-control.release.limit.locked', { time: formatDateTime(order.lockConsigneeTime) })
              : note === 'notInWarehouse'
                ? t('cargo-control.release.limit.notInWarehouse')
                : t('cargo-control.release.changeAllowed')
          }
        />
        <Form.Item name={['consignee', 'name']} label={t('cargo-control.release.consigneeName')} {...field(['consignee', 'name'])}>
          <LimitedInput max={50} disabled={consigneeLocked} autoComplete="off" />
        </Form.Item>
        <Flex gap={8} wrap>
          <Form.Item name={['consignee', 'areaCode']} label={t('cargo-control.release.dialCode')} style={{ flex: '1 1 140px' }} {...field(['consignee', 'areaCode'])}>
            <DialCodeSelect disabled={consigneeLocked} />
          </Form.Item>
          <Form.Item name={['consignee', 'phone']} label={t('cargo-control.release.consigneePhone')} style={{ flex: '2 1 180px' }} {...field(['consignee', 'phone'])}>
            <LimitedInput max={20} inputMode="tel" disabled={consigneeLocked} autoComplete="off" />
          </Form.Item>
        </Flex>
      </fieldset>
      <Flex gap={8} wrap>
        <Form.Item name="pickVolume" label={t('cargo-control.release.pickVolume')} style={{ flex: '1 1 160px' }} {...field('pickVolume', false)}>
          <InputNumber min={0} step={0.01} style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
        <Form.Item name="pickWeight" label={t('cargo-control.release.pickWeight')} style={{ flex: '1 1 160px' }} {...field('pickWeight', false)}>
          <InputNumber min={0} step={0.1} style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
      </Flex>
      <Form.Item name="remarks" label={t('cargo-control.release.remarks')} {...field('remarks', false)}>
        <LimitedTextArea max={200} rows={2} />
      </Form.Item>
      <Form.Item name="method" label={t('cargo-control.release.method')} {...field('method')}>
        <Radio.Group options={methods.map((value) => ({ value, label: t(`cargo-control.release.methods.${value}`) }))} />
      </Form.Item>
      {order.hasControlPassword ? null : <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('cargo-control.release.noPassword')} />}
      {method === 'password' ? (
        <Form.Item name="password" label={t('cargo-control.release.password')} dependencies={['method']} {...field('password')}>
          <Password autoComplete="off" maxLength={32} />
        </Form.Item>
      ) : (
        <Form.Item name="code" label={t('cargo-control.release.code', { to: controllerPhone })} dependencies={['method']} {...field('code')}>
          <SmsCodeInput scene="release-goods" request={(captcha) => sendControlCode('release-goods', captcha)} />
        </Form.Item>
      )}
    </FormModal>
  );
}
