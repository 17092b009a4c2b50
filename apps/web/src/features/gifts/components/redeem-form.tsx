import {
  GIFT_ADDRESS_MAX,
  GIFT_EXCHANGE_METHOD,
  GIFT_EXCHANGE_METHODS,
  GIFT_QUANTITY_MAX,
  GIFT_REMARK_MAX,
  exchangeCost,
  expectedDispatch,
  giftRedeemBody,
  type GiftDetail,
  type GiftExchangeMethod,
  type GiftRedeemBody,
  type RedeemResult,
} from '@portal/contracts/gifts';
import { Alert, Button, Descriptions, Flex, Form, InputNumber, Radio, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialCodeSelect } from '../../../components/dial-code-select';
import { LimitedInput, LimitedTextArea } from '../../../components/limited-input';
import { useCurrentUser } from '../../../lib/current-user';
import { feedback } from '../../../lib/feedback';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields } from '../../../lib/form-rules';
import { useLocale } from '../../../lib/i18n';
import { newIdempotencyKey, useRedeem } from '../api/gifts-api';
import { dispatchText, formatPoints } from '../gift-display';

// Stable loader for useZodFields; the form's chunk carries the contract already.
const loadRedeemBody = () => Promise.resolve(giftRedeemBody);

interface RedeemValues {
  quantity: number;
  method: GiftExchangeMethod;
  outletId?: number;
  recipient?: string;
  areaCode?: string;
  phone?: string;
  address?: string;
  remark?: string;
}

// The redemption form, shown once the notes were read to the end: method, outlet (with its
// pickup surcharge), quantity, recipient and phone, address and remark (100 characters), the
// cost against the member's points and the expected dispatch; then a confirmation that the
// redemption is final, asked only once every field is valid (too few points for the quantity
// and outlet is the quantity's error). One Idempotency-Key per form session.
export function RedeemForm({ gift, onDone, onCancel }: { gift: GiftDetail; onDone: (result: RedeemResult) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<RedeemValues>();
  // The member's own number to start with; a gift for someone else takes theirs.
  const { data: profile } = useCurrentUser();
  const field = useZodFields(loadRedeemBody);
  useRevalidateOnLocaleChange(form);
  const [key] = useState(newIdempotencyKey);
  const redeem = useRedeem(key);
  const method = Form.useWatch('method', form) ?? GIFT_EXCHANGE_METHOD.pickup;
  const outletId = Form.useWatch('outletId', form);
  const quantity = Form.useWatch('quantity', form) ?? 1;
  const outlets = useMemo(() => gift.outlets.filter((o) => o.method === method), [gift.outlets, method]);
  const outlet = outlets.find((o) => o.id === outletId);
  // What the chosen quantity and outlet cost, as the server counts it.
  const costOf = (count: unknown, chosenOutlet: unknown) =>
    exchangeCost(gift.points, typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 1, gift.outlets.find((o) => o.id === chosenOutlet)?.pickupPoints ?? 0);
  const total = costOf(quantity, outlet?.id);
  const short = total > gift.availablePoints;
  const dispatch = dispatchText(t, expectedDispatch(new Date()), locale);

  const submit = async () => {
    const values = await form.validateFields();
    const body: GiftRedeemBody = { ...values, giftId: gift.id, outletId: values.outletId ?? 0, recipient: values.recipient ?? '', areaCode: values.areaCode ?? '', phone: values.phone ?? '', notesRead: true };
    feedback.confirm({
      title: t('gifts.confirm.title'),
      content: (
        <Space orientation="vertical">
          <span>{t('gifts.confirm.summary', { gift: gift.name, quantity: values.quantity, count: total, points: formatPoints(total, locale) })}</span>
          <strong>{t('gifts.confirm.final')}</strong>
        </Space>
      ),
      okText: t('gifts.confirm.ok'),
      cancelText: t('gifts.confirm.cancel'),
      onOk: () =>
        redeem.mutateAsync(body).then(onDone, (error: unknown) => {
          applyServerFieldErrors(form, error);
        }),
    });
  };

  return (
    <Form form={form} layout="vertical" name="gift-redeem" initialValues={{ quantity: 1, method: GIFT_EXCHANGE_METHOD.pickup, areaCode: profile?.areaCode ?? '86', phone: profile?.mobile, recipient: profile?.nickname || undefined }} style={{ maxWidth: 640 }}>
      <Form.Item name="method" label={t('gifts.form.method')} {...field('method')}>
        <Radio.Group onChange={() => form.setFieldValue('outletId', undefined)}>
          <Space orientation="vertical">
            {GIFT_EXCHANGE_METHODS.map((m) => (
              <Radio key={m} value={m}>
                {t(`gifts.method.${m}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="outletId" label={t('gifts.form.outlet')} {...field('outletId')}>
        <Radio.Group>
          <Space orientation="vertical">
            {outlets.map((o) => (
              <Radio key={o.id} value={o.id}>
                <span>{o.name}</span>{' '}
                <Typography.Text type="secondary">
                  {o.pickupPoints > 0 ? t('gifts.form.surcharge', { count: o.pickupPoints, points: formatPoints(o.pickupPoints, locale) }) : t('gifts.form.noSurcharge')}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary">{o.address}</Typography.Text>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="quantity"
        label={t('gifts.form.quantity')}
        dependencies={['method', 'outletId']}
        required
        rules={[
          ...field('quantity').rules,
          (current) => ({
            validator: () => {
              const values = current.getFieldsValue(true) as RedeemValues;
              const cost = costOf(values.quantity, values.outletId);
              return cost > gift.availablePoints ? Promise.reject(new Error(t('gifts.form.short'))) : Promise.resolve();
            },
          }),
        ]}
      >
        <InputNumber min={1} max={Math.min(GIFT_QUANTITY_MAX, Math.max(1, gift.stock))} precision={0} inputMode="numeric" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="recipient" label={t('gifts.form.recipient')} {...field('recipient')}>
        <LimitedInput max={50} autoComplete="name" />
      </Form.Item>
      <Flex gap={8} wrap>
        <Form.Item name="areaCode" label={t('gifts.form.dialCode')} style={{ flex: '1 1 160px' }} {...field('areaCode')}>
          <DialCodeSelect />
        </Form.Item>
        <Form.Item name="phone" label={t('gifts.form.phone')} style={{ flex: '2 1 200px' }} {...field('phone')}>
          <LimitedInput inputMode="tel" autoComplete="tel-national" max={20} />
        </Form.Item>
      </Flex>
      <Form.Item name="address" label={t('gifts.form.address')} extra={t('gifts.form.addressHint')} {...field('address', false)}>
        <LimitedInput max={GIFT_ADDRESS_MAX} />
      </Form.Item>
      <Form.Item name="remark" label={t('gifts.form.remark')} {...field('remark', false)}>
        <LimitedTextArea max={GIFT_REMARK_MAX} rows={2} />
      </Form.Item>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'total', label: t('gifts.form.total'), children: <strong>{formatPoints(total, locale)}</strong> },
          { key: 'available', label: t('gifts.form.available'), children: formatPoints(gift.availablePoints, locale) },
          { key: 'dispatch', label: t('gifts.form.dispatch'), children: dispatch },
        ]}
      />
      {short ? <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('gifts.form.short')} /> : null}
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        <Button type="primary" onClick={() => void submit().catch(() => undefined)} loading={redeem.isPending}>
          {t('gifts.form.submit')}
        </Button>
        <Button onClick={onCancel}>{t('gifts.form.back')}</Button>
      </Flex>
    </Form>
  );
}
