import type { FeeItem, FeeOrderRef } from '@portal/contracts/balance';
import { FEE_TYPES, PAYERS } from '@portal/contracts/order';
import { Form, InputNumber, Select, Typography } from 'antd';
import type { z } from 'zod';
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

// A payment and an adjustment: an amount of the fee's currency and a text, on one fee.
const AMOUNT_DIALOGS = {
  pay: {
    load: loadPayBody,
    toBody: payBodyOf,
    start: (fee: FeeItem) => fee.outstanding,
    text: 'remark',
    refusals: { FEE_PAYMENT_EXCEEDS: 'amount' },
  },
  adjust: {
    load: loadAdjustBody,
    toBody: adjustBodyOf,
    start: (fee: FeeItem) => fee.amount,
    text: 'reason',
    refusals: { FEE_BELOW_PAID: 'amount' },
  },
} as const;

type AmountValues = PayValues & AdjustValues;

function FeeAmountDialog({ kind, fee, orderNo, onClose }: { kind: 'pay' | 'adjust'; fee: FeeItem; orderNo: string; onClose: () => void }) {
  const tm = useMoneyTexts();
  const money = useMoney();
  const digits = useDigits()(fee.currency);
  const [form] = Form.useForm<AmountValues>();
  const config = AMOUNT_DIALOGS[kind];
  // Fixed for the dialog's life, as useZodFields wants them.
  const field = useZodFields(config.load as () => Promise<z.ZodObject>, config.toBody as (values: AmountValues) => unknown);
  const pay = usePayFee();
  const adjust = useAdjustFee();
  const names = { fee: tm(`feeTypes.${fee.feeType}`), orderNo };
  const figures = { outstanding: money(fee.outstanding, fee.currency), amount: money(fee.amount, fee.currency), paid: money(fee.paidAmount, fee.currency) };
  const pays = kind === 'pay';
  return (
    <FormModal<AmountValues>
      name={`money-${kind}`}
      title={tm(pays ? 'fees.payTitle' : 'fees.adjustTitle', names)}
      form={form}
      onClose={onClose}
      okText={tm(pays ? 'fees.payOk' : 'fees.adjustOk')}
      successText={tm(pays ? 'fees.paid' : 'fees.adjusted')}
      initialValues={{ id: fee.id, currency: fee.currency, digits, amount: String(fromMinorUnits(config.start(fee), fee.currency, digits)) }}
      onSubmit={async (values) => {
        const context = { ...values, id: fee.id, currency: fee.currency, digits };
        try {
          if (pays) await pay.mutateAsync((await loadPayBody()).parse(payBodyOf(context)));
          else await adjust.mutateAsync((await loadAdjustBody()).parse(adjustBodyOf(context)));
        } catch (error) {
          showRefusal(form, error, config.refusals);
          throw error;
        }
      }}
    >
      <Typography.Paragraph type="secondary">{tm(pays ? 'fees.payHint' : 'fees.adjustHint', figures)}</Typography.Paragraph>
      <Form.Item name="amount" label={tm(pays ? 'fees.payAmount' : 'fees.newAmount', { currency: fee.currency })} {...field('amount')}>
        <AmountInputField digits={digits} currency={fee.currency} />
      </Form.Item>
      <Form.Item
        name={config.text}
        label={tm(pays ? 'fees.payRemark' : 'fees.reason')}
        extra={pays ? undefined : tm('fees.reasonHint')}
        {...field(config.text, !pays)}
      >
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
  return <FeeAmountDialog kind={action.kind} fee={action.fee} orderNo={action.orderNo} onClose={onClose} />;
}
