import { exchangeStepBody, GIFT_EXCHANGE_STEP_NAMES, stepStartsFrom, type GiftExchangeStep, type StaffExchangeItem } from '@portal/contracts/gifts';
import { staffMayCall } from '@portal/contracts/staff';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../components/form-modal';
import { feedback } from '../../lib/feedback';
import { useZodFields } from '../../lib/form-rules';
import { askThen } from '../ask';
import { useStaffMe } from '../staff-api';
import { useRedemptionStep } from './redemptions-api';
import { useRedemptionsText } from './redemptions-texts';
import styles from './redemptions.module.css';

// Who moves redemptions along (docs/staff-roles.md); customer service reads them.
const MOVERS = ['operator'] as const;

// The steps a redemption may take from where it is (the contract's table): dispatch with the
// courier, ready for pickup at the outlet, collected. Each asks first and tells the member;
// when another staff member was quicker, the server refuses and the view reads it again.
export function RedemptionSteps({ item }: { item: StaffExchangeItem }) {
  const tr = useRedemptionsText();
  const me = useStaffMe();
  const step = useRedemptionStep();
  const [dispatching, setDispatching] = useState(false);
  const next = GIFT_EXCHANGE_STEP_NAMES.filter((name) => stepStartsFrom(name, item.method).includes(item.status));

  if (next.length === 0) return <p className={styles.note}>{tr('steps.done')}</p>;
  if (!me.data || !staffMayCall(me.data.roles, MOVERS)) return <p className={styles.note}>{tr('steps.readOnly')}</p>;

  const confirmed = (name: Exclude<GiftExchangeStep, 'dispatch'>) =>
    askThen(
      {
        title: name === 'ready' ? tr('steps.readyTitle', { outlet: item.outlet.name }) : tr('steps.completeTitle', { number: item.exchangeNo }),
        content: name === 'ready' ? tr('steps.readyText', { gift: item.giftName }) : tr('steps.completeText'),
        okText: tr(`steps.${name}`),
        cancelText: tr('steps.cancel'),
      },
      () => step.mutateAsync({ id: item.id, step: name }).then(() => feedback.success(tr(name === 'ready' ? 'steps.readyDone' : 'steps.completeDone'))),
    );

  return (
    <section aria-labelledby="redemption-steps" className={styles.steps}>
      <h3 id="redemption-steps" className={styles.subtitle}>
        {tr('steps.title')}
      </h3>
      <div className={styles.actions}>
        {next.map((name) => (
          <Button key={name} type={name === next[0] ? 'primary' : 'default'} onClick={() => (name === 'dispatch' ? setDispatching(true) : void confirmed(name))}>
            {tr(`steps.${name}`)}
          </Button>
        ))}
      </div>
      {dispatching ? <DispatchForm item={item} onClose={() => setDispatching(false)} /> : null}
    </section>
  );
}

interface DispatchValues {
  courierNo: string;
  courierCompany: string;
  deliveryDate: string;
}

// The body's own rule checks the form: courier number and company required, a real date if
// any. Its refinement runs on a whole body only, so the check takes a stand-in id (the call
// sends the redemption's).
const loadStepBody = () => Promise.resolve(exchangeStepBody);
const checkedBody = (values: DispatchValues) => ({ ...values, id: 1, step: 'dispatch' });

function DispatchForm({ item, onClose }: { item: StaffExchangeItem; onClose: () => void }) {
  const tr = useRedemptionsText();
  const field = useZodFields(loadStepBody, checkedBody);
  const step = useRedemptionStep();
  return (
    <FormModal<DispatchValues>
      name="staff-redemption-dispatch"
      title={tr('steps.dispatchTitle', { number: item.exchangeNo })}
      initialValues={{ courierNo: '', courierCompany: '', deliveryDate: '' }}
      okText={tr('steps.dispatch')}
      successText={tr('steps.dispatched')}
      onClose={onClose}
      onSubmit={(values) => step.mutateAsync(exchangeStepBody.parse({ ...checkedBody(values), id: item.id }))}
    >
      <p>{tr('steps.dispatchHint')}</p>
      <Form.Item name="courierCompany" label={tr('steps.courierCompany')} {...field('courierCompany')}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="courierNo" label={tr('steps.courierNo')} {...field('courierNo')}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="deliveryDate" label={tr('steps.deliveryDate')} {...field('deliveryDate', false)}>
        <Input type="date" />
      </Form.Item>
    </FormModal>
  );
}
