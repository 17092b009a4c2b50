import { useTranslation } from 'react-i18next';
import { PlainCard } from '../../../components/plain-card';
import { TrackingLookup } from '../tracking/tracking-lookup';

// /jiedao/jd-logistics: the same lookup inside the member area, by order number or shipping mark.
// In a plain card: antd's Card would bring its tabs and menu (`card-libs`, 20 KiB) to a phone's
// first load (docs/decisions.md, "The logistics page on a phone").
export function LogisticsPage() {
  const { t } = useTranslation();
  return (
    <PlainCard title={t('order-pages.tracking.title')} style={{ maxWidth: 720 }}>
      <TrackingLookup member />
    </PlainCard>
  );
}
