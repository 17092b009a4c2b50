import { ORDER_STATUS, type OrderStatus } from '@portal/contracts/statuses';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Tag, type FormInstance } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlainCard } from '../../../../components/plain-card';
import { applyServerFieldErrors, useRevalidateOnLocaleChange, useZodFields, withoutBlanks } from '../../../../lib/form-rules';
import { feedback } from '../../../../lib/feedback';
import { useLocale } from '../../../../lib/i18n';
import { useIsMobile } from '../../../../lib/use-media-query';
import { useLiveFormErrorNotice } from '../../../../lib/use-form-error-notice';
import { ApiError } from '../../../../lib/api-error';
import { newIdempotencyKey, useSaveDraft, useSubmitOrder, useUpdateOrder } from '../../api/order-api';
import { deliveryKeys, useKycStatus } from '../delivery-api';
import { DELIVERY_STEPS, fieldsOfStep, issueFields, stepOf } from '../delivery-steps';
import { toOrderBody, type DeliveryField, type DeliveryValues, type PartyValues } from '../delivery-values';
import { useRouteStep } from '../use-route-options';
import styles from './delivery-form.module.css';
import { RealNameNotice } from './real-name-notice';
import { RouteStepPhone } from './route-step-phone';
import { StepsBar } from './steps-bar';

// What the first paint leaves out (docs/web.md, "The shipping form on a phone"): the order's
// schemas (zod), loaded by the first check; the later steps (antd's Select, Checkbox, Radio,
// DatePicker, Upload…), each loaded when the member first reaches it, or all of them at the
// first touch of the form, so "Next" rarely waits; on a desk, the route step with antd's
// searchable Select (the route table starts it beside the page: member-routes.ts).
const loadOrderRules = () => import('@portal/contracts/order');
// The shipping-mark question, asked at "Complete".
const loadMarksCheck = () => import('../marks-in-use');
const loadSubmitBody = () => loadOrderRules().then((module) => module.orderSubmitBody);
const loadDeskRouteStep = () => import('./route-step');
const loadParties = () => import('./parties-step');
const loadGoods = () => import('./goods-step');
const loadServices = () => import('./services-step');
const loadReview = () => import('./review-step');
const RouteStep = lazy(() => loadDeskRouteStep().then((module) => ({ default: module.RouteStep })));
const PartiesStep = lazy(() => loadParties().then((module) => ({ default: module.PartiesStep })));
const GoodsStep = lazy(() => loadGoods().then((module) => ({ default: module.GoodsStep })));
const ServicesStep = lazy(() => loadServices().then((module) => ({ default: module.ServicesStep })));
const ReviewStep = lazy(() => loadReview().then((module) => ({ default: module.ReviewStep })));
const prefetchLaterSteps = () => [loadParties, loadGoods, loadServices, loadReview].forEach((load) => void load().catch(() => undefined));

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

// The shipping form: route, parties, goods, services, review. A step is drawn when first
// opened and then stays mounted (hidden when not current); "Complete" draws every step before it
// checks every field, and a problem opens its step. A saved order opens with every step reachable
// from the steps bar, the first one drawn.
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
  const steps = useDrawnSteps();
  const [draft, setDraft] = useState<SavedOrder | undefined>(saved);
  useLateConsignor(form, initial.consignor);
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
    steps.draw(next);
    setReached((furthest) => Math.max(furthest, next));
    // The new step's heading takes the focus, so keyboard and screen-reader users start there.
    requestAnimationFrame(() => heading.current?.focus());
  };

  const showProblems = (errorFields: FailedValidation['errorFields']) => {
    notifyFormErrors({ errorFields });
    const first = errorFields[0];
    if (first) goTo(stepOf(first.name));
  };

  // The steps holding these fields drawn (their code may still be loading), so errors set on
  // them land on mounted fields.
  const drawFields = (names: readonly (readonly (string | number)[])[]) => steps.drawnUpTo(Math.max(0, ...names.map(stepOf)));

  const next = async () => {
    try {
      // The step's code may still be loading: its fields first, then the check.
      await steps.drawnUpTo(step);
      await form.validateFields(fieldsOfStep(form, step), { recursive: true });
      goTo(step + 1);
    } catch (error) {
      if (isFailedValidation(error)) notifyFormErrors(error);
    }
  };

  const onServerError = async (error: unknown) => {
    if (error instanceof ApiError) await drawFields(error.fieldErrors.map((entry) => entry.field.split('.')));
    applyServerFieldErrors(form, error);
    const first = error instanceof ApiError ? error.fieldErrors[0] : undefined;
    if (first) goTo(stepOf(first.field.split('.')));
  };

  const onSaveDraft = async () => {
    const body = withoutBlanks(toOrderBody(form.getFieldsValue(true)));
    const { orderDraftBody } = await loadOrderRules();
    const checked = orderDraftBody.safeParse(body);
    if (!checked.success) {
      await drawFields(checked.error.issues.map((issue) => issue.path.map(String)));
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
      onError: (error) => void onServerError(error),
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
      await steps.drawnUpTo(LAST_FIELD_STEP);
      await form.validateFields({ recursive: true });
      values = form.getFieldsValue(true);
    } catch (error) {
      if (isFailedValidation(error)) showProblems(error.errorFields);
      return;
    }
    const body = (await loadSubmitBody()).parse(withoutBlanks(toOrderBody(values)));
    const { confirmMarksFree } = await loadMarksCheck();
    if (!(await confirmMarksFree(body.marks, draft?.id, t))) return;
    const options = { onSuccess: (answer: { id: number }) => afterSubmit(answer.id, values), onError: (error: unknown) => void onServerError(error) };
    if (submitted) update.mutate({ ...body, id: draft.id }, options);
    else submit.mutate({ body, idempotencyKey }, options);
  };

  const last = step === DELIVERY_STEPS.length - 1;
  const stepTitle = (name: (typeof DELIVERY_STEPS)[number]) => t(`delivery.steps.${name}`);

  const title = t(saved ? 'delivery.editTitle' : 'delivery.title');
  const prefetched = useRef(false);
  const prefetchOnce = () => {
    if (prefetched.current) return;
    prefetched.current = true;
    prefetchLaterSteps();
  };
  return (
    <PlainCard title={title} level={1} extra={draft ? <Tag>{t('delivery.orderNo', { orderNo: draft.orderNo })}</Tag> : null} bodyStyle={BODY_STYLE}>
      {!submitted && !certified ? <RealNameNotice /> : null}
      <nav aria-label={t('delivery.steps.label')}>
        <StepsBar
          titles={DELIVERY_STEPS.map(stepTitle)}
          current={step}
          reached={reached}
          vertical={isMobile}
          onChange={(index) => (index <= reached ? goTo(index) : undefined)}
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
        onFocus={prefetchOnce}
        onPointerDown={prefetchOnce}
      >
        <Form.Item name="id" hidden noStyle>
          <input type="hidden" />
        </Form.Item>
        <div hidden={step !== 0}>
          <FirstStep field={field} isMobile={isMobile} onDrawn={steps.onDrawn} />
        </div>
        {steps.mounted >= 1 ? (
          <div hidden={step !== 1}>
            <Suspense fallback={<StepLoading />}>
              <PartiesStep field={field} addressLocked={submitted} />
              <Drawn index={1} onDrawn={steps.onDrawn} />
            </Suspense>
          </div>
        ) : null}
        {steps.mounted >= 2 ? (
          <div hidden={step !== 2}>
            <Suspense fallback={<StepLoading />}>
              <GoodsStep field={field} />
              <Drawn index={2} onDrawn={steps.onDrawn} />
            </Suspense>
          </div>
        ) : null}
        {steps.mounted >= 3 ? (
          <div hidden={step !== 3}>
            <Suspense fallback={<StepLoading />}>
              <ServicesStep field={field} addressLocked={submitted} />
              <Drawn index={3} onDrawn={steps.onDrawn} />
            </Suspense>
          </div>
        ) : null}
        {last ? (
          <Suspense fallback={<StepLoading />}>
            <ReviewStep />
          </Suspense>
        ) : null}
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
    </PlainCard>
  );
}

// Step 1, its options worked out here for the phone's pickers or the desk's searchable selects.
// Drawn once its fields are (on a desk, once its code has come): "Next" pressed before then
// waits for them rather than finding none to check.
function FirstStep({ field, isMobile, onDrawn }: { field: DeliveryField; isMobile: boolean; onDrawn: (index: number) => void }) {
  const route = useRouteStep();
  if (isMobile)
    return (
      <>
        <RouteStepPhone field={field} route={route} />
        <Drawn index={0} onDrawn={onDrawn} />
      </>
    );
  return (
    <Suspense fallback={<StepLoading />}>
      <RouteStep field={field} route={route} />
      <Drawn index={0} onDrawn={onDrawn} />
    </Suspense>
  );
}

function StepLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className={styles.stepLoading}>
      {t('common.loading')}
    </div>
  );
}

// The member's own details as consignor may arrive after the form is drawn (the verified name,
// asked once the profile says the member is certified): they go into the consignor's fields the
// member has neither touched nor filled.
function useLateConsignor(form: FormInstance<DeliveryValues>, consignor: PartyValues | undefined) {
  useEffect(() => {
    if (!consignor) return;
    const blanks = (Object.keys(consignor) as (keyof PartyValues)[]).filter((name) => {
      const path: ['consignor', keyof PartyValues] = ['consignor', name];
      return consignor[name] !== undefined && !form.isFieldTouched(path) && !form.getFieldValue(path);
    });
    if (blanks.length > 0) form.setFieldsValue({ consignor: Object.fromEntries(blanks.map((name) => [name, consignor[name]])) });
  }, [form, consignor]);
}

// The steps bar sits close under the head.
const BODY_STYLE = { paddingTop: 12 };

// The last step holding fields (the review only reads them).
const LAST_FIELD_STEP = DELIVERY_STEPS.indexOf('services');

// Told when a step's fields are on screen (its code loaded, its Form.Items registered): the
// step's Suspense commits it with this sibling, whose effect runs after theirs.
function Drawn({ index, onDrawn }: { index: number; onDrawn: (index: number) => void }) {
  useEffect(() => onDrawn(index), [index, onDrawn]);
  return null;
}

// Which steps are mounted (each one from when it is first opened), and a promise for "these are
// drawn", for checks and errors that need a later step's fields.
function useDrawnSteps() {
  const [mounted, setMounted] = useState(0);
  // Every step reports itself, the first one too (FirstStep).
  const drawn = useRef(new Set<number>());
  const waiting = useRef<(() => boolean)[]>([]);
  const onDrawn = useCallback((index: number) => {
    drawn.current.add(index);
    waiting.current = waiting.current.filter((settled) => !settled());
  }, []);
  const draw = (index: number) => setMounted((furthest) => Math.max(furthest, Math.min(index, LAST_FIELD_STEP)));
  const drawnUpTo = (index: number) =>
    new Promise<void>((resolve) => {
      const settled = () => {
        for (let step = 0; step <= Math.min(index, LAST_FIELD_STEP); step += 1) if (!drawn.current.has(step)) return false;
        resolve();
        return true;
      };
      if (settled()) return;
      waiting.current.push(settled);
      flushSync(() => draw(index));
    });
  return { mounted, draw, drawnUpTo, onDrawn };
}
