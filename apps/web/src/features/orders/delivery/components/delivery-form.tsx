import { orderDraftBody, orderSubmitBody } from '@portal/contracts/order';
import { ORDER_STATUS, type OrderStatus } from '@portal/contracts/statuses';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Steps, Tag, type FormInstance } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields, withoutBlanks } from '../../../../lib/form-rules';
import { feedback } from '../../../../lib/feedback';
import { useLocale } from '../../../../lib/i18n';
import { useIsMobile } from '../../../../lib/use-media-query';
import { useLiveFormErrorNotice } from '../../../../lib/use-form-error-notice';
import { ApiError } from '../../../../lib/api-error';
import { newIdempotencyKey, useSaveDraft, useSubmitOrder, useUpdateOrder } from '../../api/order-api';
import { deliveryKeys, useKycStatus } from '../delivery-api';
import { DELIVERY_STEPS, fieldsOfStep, issueFields, stepOf } from '../delivery-steps';
import { toOrderBody, type DeliveryValues } from '../delivery-values';
import { confirmMarksFree } from '../marks-in-use';
import styles from './delivery-form.module.css';
import { GoodsStep } from './goods-step';
import { PartiesStep } from './parties-step';
import { RealNameNotice } from './real-name-notice';
import { ReviewStep } from './review-step';
import { RouteStep } from './route-step';
import { ServicesStep } from './services-step';

// Stable loaders for the form bridge: the page's chunk carries the order contracts anyway.
const loadSubmitBody = () => Promise.resolve(orderSubmitBody);

export interface SavedOrder {
  id: number;
  orderNo: string;
  status: OrderStatus;
}

interface FailedValidation {
  errorFields: { name: (string | number)[]; errors: string[] }[];
}
const isFailedValidation = (error: unknown): error is FailedValidation =>
  typeof error === 'object' && error !== null && Array.isArray((error as FailedValidation).errorFields);

// The shipping form: route, parties, goods, services, review. Every step stays mounted (the
// inactive ones hidden), so "Complete" checks every field and a problem opens its step.
// `saved`: the order being edited (a draft, or one awaiting warehousing). `onDraftSaved`: told
// when a draft is saved (the new-order page puts its id in the URL).
export function DeliveryForm({ initial, saved, onDraftSaved }: { initial: DeliveryValues; saved?: SavedOrder; onDraftSaved?: (draft: SavedOrder) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const [form] = Form.useForm<DeliveryValues>();
  const field = useZodFields(loadSubmitBody, toOrderBody);
  // At the top right: the form's actions sit at the bottom right, where the notice usually goes.
  const formErrors = useLiveFormErrorNotice('topRight');
  const notifyFormErrors = formErrors.notify;
  useRevalidateOnLocaleChange(form);
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(saved ? DELIVERY_STEPS.length - 1 : 0);
  const [draft, setDraft] = useState<SavedOrder | undefined>(saved);
  // One key per form session: a retried or double-clicked "Complete" makes one order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const heading = useRef<HTMLHeadingElement>(null);
  const kyc = useKycStatus();
  const saveDraft = useSaveDraft();
  const submit = useSubmitOrder();
  const update = useUpdateOrder();

  // Submitted orders (awaiting warehousing) are updated, never turned back into drafts.
  const submitted = draft !== undefined && draft.status !== ORDER_STATUS.draft;
  const certified = kyc.data?.realNameCertified ?? true;
  const busy = saveDraft.isPending || submit.isPending || update.isPending;

  const goTo = (next: number) => {
    setStep(next);
    setReached((furthest) => Math.max(furthest, next));
    // The new step's heading takes the focus, so keyboard and screen-reader users start there.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const showProblems = (errorFields: FailedValidation['errorFields']) => {
    notifyFormErrors({ errorFields });
    const first = errorFields[0];
    if (first) goTo(stepOf(first.name));
  };

  const next = async () => {
    try {
      await form.validateFields(fieldsOfStep(form, step), { recursive: true });
      goTo(step + 1);
    } catch (error) {
      if (isFailedValidation(error)) notifyFormErrors(error);
    }
  };

  const onServerError = (error: unknown) => {
    applyServerFieldErrors(form, error);
    const first = error instanceof ApiError ? error.fieldErrors[0] : undefined;
    if (first) goTo(stepOf(first.field.split('.')));
  };

  const onSaveDraft = async () => {
    const body = withoutBlanks(toOrderBody(form.getFieldsValue(true)));
    const checked = orderDraftBody.safeParse(body);
    if (!checked.success) {
      const registered = form.getFieldsError().map((entry) => entry.name);
      const problems = await issueFields(checked.error.issues, registered, locale);
      (form as FormInstance).setFields(problems);
      showProblems(problems);
      return;
    }
    saveDraft.mutate(checked.data, {
      onSuccess: (answer) => {
        form.setFieldValue('id', answer.id);
        const savedDraft = { id: answer.id, orderNo: answer.orderNo, status: answer.status };
        setDraft(savedDraft);
        onDraftSaved?.(savedDraft);
        feedback.success(t('delivery.draftSaved'));
      },
      onError: onServerError,
    });
  };

  const afterSubmit = (id: number, values: DeliveryValues) => {
    if (values.saveConsignor || values.saveConsignee) void queryClient.invalidateQueries({ queryKey: deliveryKeys.addressBook });
    void navigate(`/jiedao/jd-deliverysuccess?id=${id}`);
  };

  const onComplete = async () => {
    if (!submitted && !certified) {
      feedback.warning(t('delivery.realName.required'), 'real-name');
      return;
    }
    let values: DeliveryValues;
    try {
      await form.validateFields({ recursive: true });
      values = form.getFieldsValue(true);
    } catch (error) {
      if (isFailedValidation(error)) showProblems(error.errorFields);
      return;
    }
    const body = orderSubmitBody.parse(withoutBlanks(toOrderBody(values)));
    if (!(await confirmMarksFree(body.marks, draft?.id, t))) return;
    const options = { onSuccess: (answer: { id: number }) => afterSubmit(answer.id, values), onError: onServerError };
    if (submitted) update.mutate({ ...body, id: draft.id }, options);
    else submit.mutate({ body, idempotencyKey }, options);
  };

  const last = step === DELIVERY_STEPS.length - 1;
  const stepTitle = (name: (typeof DELIVERY_STEPS)[number]) => t(`delivery.steps.${name}`);

  const title = t(saved ? 'delivery.editTitle' : 'delivery.title');
  return (
    <Card
      title={<h1 className={styles.title}>{title}</h1>}
      extra={draft ? <Tag>{t('delivery.orderNo', { orderNo: draft.orderNo })}</Tag> : null}
      classNames={{ body: styles.body }}
    >
      {!submitted && !certified ? <RealNameNotice /> : null}
      <nav aria-label={t('delivery.steps.label')}>
        <Steps
          current={step}
          size="small"
          orientation="horizontal"
          titlePlacement={isMobile ? 'vertical' : 'horizontal'}
          responsive={false}
          className={styles.steps}
          classNames={{ itemTitle: styles.stepTitle }}
          onChange={(index) => (index <= reached ? goTo(index) : undefined)}
          items={DELIVERY_STEPS.map((name, index) => ({ title: stepTitle(name), disabled: index > reached }))}
        />
      </nav>
      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {t('delivery.steps.heading', { current: step + 1, total: DELIVERY_STEPS.length, title: stepTitle(DELIVERY_STEPS[step]!) })}
      </h2>
      <Form<DeliveryValues>
        form={form}
        name="delivery"
        aria-label={title}
        layout="vertical"
        initialValues={initial}
        onFieldsChange={() => formErrors.refresh(form)}
      >
        <Form.Item name="id" hidden noStyle>
          <input type="hidden" />
        </Form.Item>
        <div hidden={step !== 0}>
          <RouteStep field={field} />
        </div>
        <div hidden={step !== 1}>
          <PartiesStep field={field} addressLocked={submitted} />
        </div>
        <div hidden={step !== 2}>
          <GoodsStep field={field} />
        </div>
        <div hidden={step !== 3}>
          <ServicesStep field={field} addressLocked={submitted} />
        </div>
        {last ? <ReviewStep /> : null}
      </Form>
      <Flex gap={8} wrap justify="flex-end" className={styles.actions}>
        {step > 0 ? <Button onClick={() => goTo(step - 1)}>{t('delivery.previous')}</Button> : null}
        {submitted ? null : (
          <Button onClick={() => void onSaveDraft()} loading={saveDraft.isPending} disabled={busy && !saveDraft.isPending}>
            {t('delivery.saveDraft')}
          </Button>
        )}
        {last ? (
          <Button type="primary" onClick={() => void onComplete()} loading={submit.isPending || update.isPending} disabled={busy && !submit.isPending && !update.isPending}>
            {t('delivery.complete')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void next()}>
            {t('delivery.next')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
