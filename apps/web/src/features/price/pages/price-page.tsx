import type { PriceQuote } from '@portal/contracts/price';
import { Empty } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { Form } from '../../../components/light-form';
import { TableLoading } from '../../../components/list-card';
import { PlainCard } from '../../../components/plain-card';
import { ApiError } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-rules';
import { useCurrentUser } from '../../../lib/current-user';
import { useClientConfig } from '../../../lib/system-api';
import { loadPriceCheckBody, useAllOpenedRoutes, useCheckPrice, useRegionTree } from '../api/price-api';
import { PriceForm, type PriceValues } from '../components/price-form';
import { shipQuotePath } from '../ship-quote';

// The quotes (antd's Table), "No available line" and the failure (antd's Result) load with the
// first check, not with the page (docs/web.md, "Every page within the budget").
const loadOutcome = () => import('../components/price-outcome');
const PriceOutcome = lazy(() => loadOutcome().then((module) => ({ default: module.PriceOutcome })));
const PriceUnavailable = lazy(() => loadOutcome().then((module) => ({ default: module.PriceUnavailable })));

const isFieldError = (error: unknown) => error instanceof ApiError && error.fieldErrors.length > 0;

// /jiedao/jd-price (docs/price-check.md): the shipment form, then the price of every line
// open between the two cities, or "No available line".
export function PricePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PriceValues>();
  const config = useClientConfig();
  const routes = useAllOpenedRoutes();
  const tree = useRegionTree();
  // Quotes are also shown in the member's currency, found by the member's area code.
  const member = useCurrentUser();
  const check = useCheckPrice(member.data?.areaCode);
  const navigate = useNavigate();
  // "Ship this" for members who may ship (area code 86): the quote fills in the shipping form.
  const checked = check.variables;
  const onShip =
    member.data?.canShip && checked && routes.data
      ? (quote: PriceQuote) => {
          const path = shipQuotePath(checked, quote, routes.data);
          if (path) void navigate(path);
        }
      : undefined;

  if (config.data && !config.data.priceCheckEnabled) {
    return (
      <Suspense fallback={<TableLoading />}>
        <PriceUnavailable />
      </Suspense>
    );
  }

  const onCheck = async (values: PriceValues) => {
    const body = (await loadPriceCheckBody()).parse(values);
    check.mutate(body, { onError: (error) => applyServerFieldErrors(form, error) });
  };
  // Retry checks the form as it is now, as a submit would (its errors show under the fields).
  const retry = () => void form.validateFields().then(onCheck, () => undefined);

  const references = routes.isPending || tree.isPending ? (
    <TableLoading />
  ) : routes.isError || tree.isError ? (
    <LazyLoadError
      onRetry={() => {
        if (routes.isError) void routes.refetch();
        if (tree.isError) void tree.refetch();
      }}
      retrying={routes.isFetching || tree.isFetching}
    />
  ) : (
    <PriceForm form={form} routes={routes.data} tree={tree.data} pending={check.isPending} onCheck={(values) => void onCheck(values)} onClear={() => check.reset()} />
  );

  return (
    <>
      <PlainCard title={t('price.form.title')} level={1} intro={t('price.intro')} style={{ marginBottom: 16 }}>
        {references}
      </PlainCard>
      <PlainCard title={t('price.result.title')} level={2} aria-live="polite" aria-busy={check.isPending}>
        {check.isIdle || (check.isError && isFieldError(check.error)) ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('price.result.empty')} />
        ) : (
          <Suspense fallback={<TableLoading />}>
            <PriceOutcome check={check} onRetry={retry} onShip={onShip} />
          </Suspense>
        )}
      </PlainCard>
    </>
  );
}
