import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrackingLookup } from '../tracking/tracking-lookup';

// /jiedao/jd-logistics: the same lookup inside the member area, by order number or shipping mark.
export function LogisticsPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('order-pages.tracking.title')} style={{ maxWidth: 720 }}>
      <TrackingLookup member />
    </Card>
  );
}
