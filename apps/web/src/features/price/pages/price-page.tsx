import { ERRORS } from '@portal/contracts/errors';
import type { PriceQuote } from '@portal/contracts/price';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { ApiError } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-rules';
import { useCurrentUser } from '../../../lib/current-user';
import { useClientConfig } from '../../../lib/system-api';
import { loadPriceCheckBody, useAllOpenedRoutes, useCheckPrice, useRegionTree } from '../api/price-api';
import { PriceForm, type PriceValues } from '../components/price-form';
import { QuoteResults } from '../components/quote-results';
import { shipQuotePath } from '../ship-quote';

const isNoLine = (error: unknown) => error instanceof ApiError && error.code === ERRORS.PRICE_NO_LINE.code;
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

  if (config.data && !config.data.priceCheckEnabled) return <Result status="info" title={t('price.unavailable')} />;

  const onCheck = async (values: PriceValues) => {
    const body = (await loadPriceCheckBody()).parse(values);
    check.mutate(body, { onError: (error) => applyServerFieldErrors(form, error) });
  };

  const references = routes.isPending || tree.isPending ? (
    <Skeleton active paragraph={{ rows: 6 }} />
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
      <Card title={t('price.form.title')} style={{ marginBottom: 16 }}>
        <Typography.Paragraph type="secondary">{t('price.intro')}</Typography.Paragraph>
        {references}
      </Card>
      <Card title={t('price.result.title')} aria-live="polite" aria-busy={check.isPending}>
        <Outcome check={check} onRetry={() => form.submit()} onShip={onShip} />
      </Card>
    </>
  );
}

function Outcome({ check, onRetry, onShip }: { check: ReturnType<typeof useCheckPrice>; onRetry: () => void; onShip: ((quote: PriceQuote) => void) | undefined }) {
  const { t } = useTranslation();
  if (check.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (check.data) return <QuoteResults quotes={check.data.quotes} quoteCurrency={check.data.quoteCurrency} onShip={onShip} />;
  if (check.isError && isNoLine(check.error)) {
    return <Result status="warning" title={t('price.result.noLine')} subTitle={t('price.result.noLineHint')} />;
  }
  if (check.isError && !isFieldError(check.error)) {
    return (
      <Result
        status="error"
        title={t('price.result.failed')}
        subTitle={check.error.message}
        extra={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
            {t('price.result.retry')}
          </Button>
        }
      />
    );
  }
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('price.result.empty')} />;
}
