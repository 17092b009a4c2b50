import { COUPON_AMOUNT_MAX, COUPON_CURRENCIES, couponIssueBody, type CouponCurrency, type CouponIssueBody } from '@portal/contracts/coupons';
import { COUPON_TYPE, type CouponType } from '@portal/contracts/statuses';
import { Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { useZodFields } from '../../lib/form-rules';
import { toMinorUnits } from '../../lib/money';
import { ask } from '../ask';
import { COUPON_DIGITS, useIssueCoupon, useMemberChoices } from './coupons-api';
import { useCouponsText } from './coupons-texts';

interface IssueValues {
  memberId?: number;
  type: CouponType;
  currency: CouponCurrency;
  // major units, as typed
  amount?: number | null;
  minAmount?: number | null;
  percent?: number | null;
  // a calendar day (the browser's date input): valid until its end, local time
  validTo?: string;
}

const TYPE_NAME = { [COUPON_TYPE.amountOff]: 'amountOff', [COUPON_TYPE.percent]: 'percent', [COUPON_TYPE.freight]: 'freight' } as const;

const minor = (value: number | null | undefined, currency: CouponCurrency) => (value === null || value === undefined ? undefined : toMinorUnits(value, currency, COUPON_DIGITS));

// The form's values as the issue body (the contracts' couponIssueBody checks both).
function toBody(values: IssueValues): Partial<CouponIssueBody> {
  const day = values.validTo ? new Date(`${values.validTo}T23:59:59`) : null;
  return {
    memberId: values.memberId,
    type: values.type,
    currency: values.currency,
    amount: values.type === COUPON_TYPE.percent ? undefined : minor(values.amount, values.currency),
    minAmount: values.type === COUPON_TYPE.freight ? undefined : minor(values.minAmount, values.currency),
    percent: values.type === COUPON_TYPE.percent ? (values.percent ?? undefined) : undefined,
    validTo: day && !Number.isNaN(day.getTime()) ? day.toISOString() : (values.validTo ?? undefined),
  };
}

const loadBody = () => Promise.resolve(couponIssueBody);

class NotConfirmed extends Error {}

// Issue a coupon to one member: found by mobile, name or company; the kind, its value in the
// currency's major units, the minimum spend, the last valid day; then a confirmation naming the
// member. The member gets a message at once.
export function IssueForm({ onClose }: { onClose: () => void }) {
  const tc = useCouponsText();
  const [form] = Form.useForm<IssueValues>();
  const field = useZodFields(loadBody, toBody);
  const issue = useIssueCoupon();
  const [keyword, setKeyword] = useState('');
  const members = useMemberChoices(keyword);
  const type = Form.useWatch('type', form) ?? COUPON_TYPE.amountOff;
  const options = (members.data?.list ?? []).map((m) => ({ value: m.id, label: `+${m.areaCode} ${m.mobile} · ${m.realName ?? m.nickname}` }));

  return (
    <FormModal<IssueValues>
      name="staff-coupon-issue"
      title={tc('form.title')}
      form={form}
      width={560}
      initialValues={{ type: COUPON_TYPE.amountOff, currency: 'USD' }}
      okText={tc('issue')}
      successText={tc('form.issued')}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = couponIssueBody.parse(toBody(values));
        const who = options.find((o) => o.value === body.memberId)?.label ?? String(body.memberId);
        const sure = await ask({ title: tc('form.confirmTitle', { member: who }), content: tc('form.confirm'), okText: tc('issue'), cancelText: tc('cancel') });
        if (!sure) throw new NotConfirmed();
        await issue.mutateAsync(body);
      }}
    >
      <Form.Item name="memberId" label={tc('form.member')} extra={tc('form.memberHint')} {...field('memberId')}>
        <Select
          showSearch
          filterOption={false}
          onSearch={(value) => setKeyword(value.trim().slice(0, 64))}
          options={options}
          loading={members.isFetching}
          notFoundContent={keyword.length < 3 ? tc('form.typeMore') : members.isError ? tc('form.searchFailed') : tc('form.noMember')}
        />
      </Form.Item>
      <Form.Item name="type" label={tc('form.type')} {...field('type')}>
        <Select options={Object.values(COUPON_TYPE).map((value) => ({ value, label: tc(`types.${TYPE_NAME[value]}`) }))} />
      </Form.Item>
      <Form.Item name="currency" label={tc('form.currency')} {...field('currency')}>
        <Select options={COUPON_CURRENCIES.map((value) => ({ value, label: value }))} />
      </Form.Item>
      {type === COUPON_TYPE.percent ? (
        <Form.Item name="percent" label={tc('form.percent')} dependencies={['type']} {...field('percent')}>
          <InputNumber min={1} max={99} precision={0} addonAfter="%" />
        </Form.Item>
      ) : (
        <Form.Item name="amount" label={tc('form.amount')} dependencies={['type', 'currency']} {...field('amount')}>
          <InputNumber min={0.01} max={COUPON_AMOUNT_MAX / 100} precision={COUPON_DIGITS} />
        </Form.Item>
      )}
      {type === COUPON_TYPE.freight ? null : (
        <Form.Item name="minAmount" label={tc('form.minAmount')} dependencies={['type', 'amount', 'currency']} {...field('minAmount', type === COUPON_TYPE.amountOff)}>
          <InputNumber min={0} max={COUPON_AMOUNT_MAX / 100} precision={COUPON_DIGITS} />
        </Form.Item>
      )}
      <Form.Item name="validTo" label={tc('form.validTo')} {...field('validTo')}>
        <Input type="date" />
      </Form.Item>
    </FormModal>
  );
}
