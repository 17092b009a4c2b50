import {
  SCORE_AMOUNT_MAX,
  SCORE_POINTS_MAX,
  SCORE_RULE_CURRENCIES,
  SCORE_RULE_TITLE_MAX,
  SCORE_RULES,
  scoreRuleBody,
  scoreRuleUpdateBody,
  type ScoreRule,
  type ScoreRuleBody,
  type ScoreRuleCurrency,
  type ScoreRuleItem,
} from '@portal/contracts/points';
import { SCORE_RULE } from '@portal/contracts/statuses';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { FormModal } from '../../components/form-modal';
import { useZodFields } from '../../lib/form-rules';
import { currencyDigits, fromMinorUnits, toMinorUnits } from '../../lib/money';
import { useScoreRuleChange } from './points-api';
import { RULE_TYPE_NAME } from './rule-display';
import { usePointsText } from './points-texts';

interface RuleValues {
  type: ScoreRule;
  title: string;
  points?: number | null;
  maxTotal?: number | null;
  currency?: ScoreRuleCurrency | null;
  // Major units of the currency, as typed.
  amountMin?: number | null;
  amountMax?: number | null;
  enabled: boolean;
}

// Nothing of contracts/points is read while this module loads: the build puts that module in
// the desk's entry chunk, which imports the desk's own chunk, so at that moment its values are
// not there yet (the schema is handed over by a function, as on the other desks).

// A new rule's currency, and the one typed amounts are read in until one is chosen.
const DEFAULT_CURRENCY = 'USD';

// The form's values as the body (the contracts' scoreRuleBody checks both): order amounts in
// minor units, and none for the other kinds.
function toBody(values: RuleValues): Partial<ScoreRuleBody> {
  const order = values.type === SCORE_RULE.orderAmount;
  const minor = (amount: number | null | undefined) => (order && amount !== null && amount !== undefined ? toMinorUnits(amount, values.currency ?? DEFAULT_CURRENCY) : null);
  return {
    type: values.type,
    title: values.title,
    points: values.points ?? undefined,
    maxTotal: values.maxTotal ?? null,
    currency: order ? (values.currency ?? null) : null,
    amountMin: minor(values.amountMin),
    amountMax: minor(values.amountMax),
    enabled: values.enabled,
  };
}

function initialValues(rule: ScoreRuleItem | null): RuleValues {
  if (!rule) return { type: SCORE_RULE.orderAmount, title: '', currency: DEFAULT_CURRENCY, enabled: true };
  const major = (amount: number | null) => (amount === null || !rule.currency ? null : fromMinorUnits(amount, rule.currency));
  const { type, title, points, maxTotal, currency, enabled } = rule;
  return { type, title, points, maxTotal, currency, amountMin: major(rule.amountMin), amountMax: major(rule.amountMax), enabled };
}

const loadBody = () => Promise.resolve(scoreRuleBody);

// A new earning rule, or an edit of one: its kind, the title staff know it by, the points each
// grant gives, the most one member may earn by it, and for order amounts the currency and the
// range [from, up to). Whether it is enabled is changed from the list, after a confirmation.
export function RuleForm({ rule, onClose }: { rule: ScoreRuleItem | null; onClose: () => void }) {
  const tp = usePointsText();
  const [form] = Form.useForm<RuleValues>();
  const field = useZodFields(loadBody, toBody);
  const change = useScoreRuleChange();
  const type = Form.useWatch('type', form) ?? initialValues(rule).type;
  const digits = currencyDigits(Form.useWatch('currency', form) ?? DEFAULT_CURRENCY);
  const amount = { min: 0, max: SCORE_AMOUNT_MAX / 10 ** digits, precision: digits };

  return (
    <FormModal<RuleValues>
      name="staff-score-rule"
      title={rule ? tp('form.editTitle', { title: rule.title }) : tp('form.newTitle')}
      form={form}
      width={560}
      initialValues={initialValues(rule)}
      okText={tp('form.save')}
      successText={rule ? tp('form.saved') : tp('form.created')}
      onClose={onClose}
      onSubmit={async (values) => {
        const body = toBody(values);
        if (rule) await change.mutateAsync({ kind: 'update', body: scoreRuleUpdateBody.parse({ ...body, id: rule.id }) });
        else await change.mutateAsync({ kind: 'create', body: scoreRuleBody.parse(body) });
      }}
    >
      <Form.Item name="type" label={tp('form.type')} {...field('type')}>
        <Select options={SCORE_RULES.map((value) => ({ value, label: tp(`types.${RULE_TYPE_NAME[value]}`) }))} />
      </Form.Item>
      <Form.Item name="title" label={tp('form.title')} extra={tp('form.titleHelp')} {...field('title')}>
        <Input autoComplete="off" maxLength={SCORE_RULE_TITLE_MAX} />
      </Form.Item>
      <Form.Item name="points" label={tp('form.points')} {...field('points')}>
        <InputNumber min={1} max={SCORE_POINTS_MAX} precision={0} />
      </Form.Item>
      <Form.Item name="maxTotal" label={tp('form.maxTotal')} extra={tp('form.maxTotalHelp')} {...field('maxTotal', false)}>
        <InputNumber min={0} max={SCORE_POINTS_MAX * 100} precision={0} />
      </Form.Item>
      {type === SCORE_RULE.orderAmount ? (
        <>
          <Form.Item name="currency" label={tp('form.currency')} dependencies={['type']} {...field('currency')}>
            <Select options={SCORE_RULE_CURRENCIES.map((value) => ({ value, label: value }))} />
          </Form.Item>
          <Form.Item name="amountMin" label={tp('form.amountMin')} dependencies={['type']} {...field('amountMin')}>
            <InputNumber {...amount} />
          </Form.Item>
          <Form.Item name="amountMax" label={tp('form.amountMax')} extra={tp('form.amountMaxHelp')} dependencies={['type', 'amountMin']} {...field('amountMax', false)}>
            <InputNumber {...amount} />
          </Form.Item>
        </>
      ) : null}
      {rule ? null : (
        <Form.Item name="enabled" label={tp('form.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </FormModal>
  );
}
