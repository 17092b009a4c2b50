import type { PriceQuote } from '@portal/contracts/price';
import { PRICE_ERRORS } from '@portal/contracts/texts/price.texts';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { TableLoading } from '../../../components/list-card';
import { ApiError } from '../../../lib/api-error';
import type { useCheckPrice } from '../api/price-api';
import { QuoteResults } from './quote-results';

const isNoLine = (error: unknown) => error instanceof ApiError && error.code === PRICE_ERRORS.PRICE_NO_LINE.code;

// What a check gave: the quotes, "No available line", or the failure with Retry. Loaded with the
// first check (price-page.tsx): the quotes' table and antd's Result are not on the page's first load.
export function PriceOutcome({ check, onRetry, onShip }: { check: ReturnType<typeof useCheckPrice>; onRetry: () => void; onShip: ((quote: PriceQuote) => void) | undefined }) {
  const { t } = useTranslation();
  if (check.isPending) return <TableLoading />;
  if (check.data) return <QuoteResults quotes={check.data.quotes} quoteCurrency={check.data.quoteCurrency} onShip={onShip} />;
  if (check.isError && isNoLine(check.error)) {
    return <Result status="warning" title={t('price.result.noLine')} subTitle={t('price.result.noLineHint')} />;
  }
  if (check.isError) {
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
  return null;
}

// The price check is turned off in the settings.
export function PriceUnavailable() {
  const { t } = useTranslation();
  return <Result status="info" title={t('price.unavailable')} />;
}
