import type { FeeItem, FeeOrderRef } from '@portal/contracts/balance';
import { FEE_TYPES, PAYERS } from '@portal/contracts/order';
import { Form, InputNumber, Select, Typography } from 'antd';
import { FormModal } from '../../components/form-modal';
import { LimitedInput } from '../../components/limited-input';
import { useZodFields } from '../../lib/form-rules';
import { useLocale } from '../../lib/i18n';
import { fromMinorUnits } from '../../lib/money';
import { useAdjustFee, useCreateFee, useCurrencies, usePayFee } from './money-api';
import { useDigits, useMoney } from './money-display';
import {
  adjustBodyOf,
  createBodyOf,
  loadAdjustBody,
  loadCreateBody,
  loadPayBody,
  payBodyOf,
  showRefusal,
  type AdjustValues,
  type AmountInput,
  type CreateValues,
  type PayValues,
} from './money-forms';
import { useMoneyTexts } from './money-texts';

// The fee dialogs of the desk: record a payment, adjust with a reason, add a fee. Amounts are
// typed as decimals of the fee's currency and sent in minor units (money-forms.ts); the
// contracts' schemas check them as the server does, and the server's refusals that concern the
// amount (more than is owed, below what was paid) go under it.

export type FeeAction = { kind: 'pay' | 'adjust'; fee: FeeItem; orderNo: string } | { kind: 'create'; order: FeeOrderRef };

// A decimal input of a currency: text (exact), the currency's digits, its separator by language.
export function AmountInputField({ digits, currency, value, onChange, id }: { digits: number; currency?: string; value?: AmountInput; onChange?: (value: string | null) => void; id?: string }) {
  const locale = useLocale();
  return (
    <InputNumber<string>
      id={id}
      stringMode
      min="0"
      precision={digits}
      step={digits > 0 ? 1 / 10 ** digits : 1}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(next) => onChange?.(next)}
      inputMode="decimal"
      decimalSeparator={locale === 'fr_FR' ? ',' : '.'}
      prefix={currency}
      style={{ width: '100%' }}
    />
  );
}

function PayDialog({ fee, orderNo, onClose }: { fee: FeeItem; orderNo: string; onClose: () => void }) {
  const tm = useMoneyTexts();
  const money = useMoney();
  const digits = useDigits()(fee.currency);
  const [form] = Form.useForm<PayValues>();
  const field = useZodFields(loadPayBody, payBodyOf);
  const pay = usePayFee();
  const feeName = tm(`feeTypes.${fee.feeType}`);
  return (
    <FormModal<PayValues>
      name="money-pay"
      title={tm('fees.payTitle', { fee: feeName, orderNo })}
      form={form}
      onClose={onClose}
      okText={tm('fees.payOk')}
      successText={tm('fees.paid')}
      initialValues={{ id: fee.id, currency: fee.currency, digits, amount: String(fromMinorUnits(fee.outstanding, fee.currency, digits)) }}
      onSubmit={async (values) => {
        try {
          await pay.mutateAsync((await loadPayBody()).parse(payBodyOf({ ...values, id: fee.id, currency: fee.currency, digits })));
        } catch (error) {
          showRefusal(form, error, { FEE_PAYMENT_EXCEEDS: 'amount' });
          throw error;
        }
      }}
    >
      <Typography.Paragraph type="secondary">{tm('fees.payHint', { outstanding: money(fee.outstanding, fee.currency), amount: money(fee.amount, fee.currency) })}</Typography.Paragraph>
      <Form.Item name="amount" label={tm('fees.payAmount', { currency: fee.currency })} {...field('amount')}>
        <AmountInputField digits={digits} currency={fee.currency} />
      </Form.Item>
      <Form.Item name="remark" label={tm('fees.payRemark')} {...field('remark', false)}>
        <LimitedInput max={200} autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}

function AdjustDialog({ fee, orderNo, onClose }: { fee: FeeItem; orderNo: string; onClose: () => void }) {
  const tm = useMoneyTexts();
  const money = useMoney();
  const digits = useDigits()(fee.currency);
  const [form] = Form.useForm<AdjustValues>();
  const field = useZodFields(loadAdjustBody, adjustBodyOf);
  const adjust = useAdjustFee();
  const feeName = tm(`feeTypes.${fee.feeType}`);
  return (
    <FormModal<AdjustValues>
      name="money-adjust"
      title={tm('fees.adjustTitle', { fee: feeName, orderNo })}
      form={form}
      onClose={onClose}
      okText={tm('fees.adjustOk')}
      successText={tm('fees.adjusted')}
      initialValues={{ id: fee.id, currency: fee.currency, digits, amount: String(fromMinorUnits(fee.amount, fee.currency, digits)) }}
      onSubmit={async (values) => {
        try {
          await adjust.mutateAsync((await loadAdjustBody()).parse(adjustBodyOf({ ...values, id: fee.id, currency: fee.currency, digits })));
        } catch (error) {
          showRefusal(form, error, { FEE_BELOW_PAID: 'amount' });
          throw error;
        }
      }}
    >
      <Typography.Paragraph type="secondary">{tm('fees.adjustHint', { amount: money(fee.amount, fee.currency), paid: money(fee.paidAmount, fee.currency) })}</Typography.Paragraph>
      <Form.Item name="amount" label={tm('fees.newAmount', { currency: fee.currency })} {...field('amount')}>
        <AmountInputField digits={digits} currency={fee.currency} />
      </Form.Item>
      <Form.Item name="reason" label={tm('fees.reason')} extra={tm('fees.reasonHint')} {...field('reason')}>
        <LimitedInput max={200} autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}

function CreateDialog({ order, onClose }: { order: FeeOrderRef; onClose: () => void }) {
  const tm = useMoneyTexts();
  const [form] = Form.useForm<CreateValues>();
  const field = useZodFields(loadCreateBody, createBodyOf);
  const create = useCreateFee();
  const currencies = useCurrencies();
  const digitsOf = useDigits();
  const currency = Form.useWatch('currency', form);
  const digits = currency ? digitsOf(currency) : 2;
  return (
    <FormModal<CreateValues>
      name="money-create-fee"
      title={tm('fees.createTitle', { orderNo: order.orderNo })}
      form={form}
      onClose={onClose}
      okText={tm('fees.createOk')}
      successText={tm('fees.created')}
      initialValues={{ orderId: order.orderId, payer: '' }}
      onSubmit={async (values) => {
        try {
          await create.mutateAsync((await loadCreateBody()).parse(createBodyOf({ ...values, orderId: order.orderId, digits: values.currency ? digitsOf(values.currency) : undefined })));
        } catch (error) {
          showRefusal(form, error, { FEE_EXISTS: 'feeType' });
          throw error;
        }
      }}
    >
      <Form.Item name="feeType" label={tm('feeType')} {...field('feeType')}>
        <Select options={FEE_TYPES.map((type) => ({ value: type, label: tm(`feeTypes.${type}`) }))} />
      </Form.Item>
      <Form.Item name="currency" label={tm('currency')} {...field('currency')}>
        <Select
          showSearch
          loading={currencies.isPending}
          options={(currencies.data ?? []).map((c) => ({ value: c.code, label: c.code }))}
          onSelect={(code: string) => form.setFieldValue('digits', digitsOf(code))}
        />
      </Form.Item>
      <Form.Item name="amount" label={tm('fees.amount')} dependencies={['currency']} {...field('amount')}>
        <AmountInputField digits={digits} currency={currency} />
      </Form.Item>
      <Form.Item name="payer" label={tm('fees.payer')} {...field('payer', false)}>
        <Select options={[{ value: '', label: tm('fees.payerDefault') }, ...PAYERS.map((payer) => ({ value: payer, label: tm(`payers.${payer}`) }))]} />
      </Form.Item>
      <Form.Item name="remark" label={tm('fees.remark')} {...field('remark', false)}>
        <LimitedInput max={200} autoComplete="off" />
      </Form.Item>
    </FormModal>
  );
}

export function FeeDialog({ action, onClose }: { action: FeeAction; onClose: () => void }) {
  if (action.kind === 'create') return <CreateDialog order={action.order} onClose={onClose} />;
  if (action.kind === 'pay') return <PayDialog fee={action.fee} orderNo={action.orderNo} onClose={onClose} />;
  return <AdjustDialog fee={action.fee} orderNo={action.orderNo} onClose={onClose} />;
}
