import type { OrderShipment as Shipment } from '@portal/contracts/shipment';
import { useTranslation } from 'react-i18next';
import { formatEventTime } from '../tracking/event-time';
import styles from './order-shipment.module.css';

// The container or air shipment an order is loaded in: vessel and voyage (or flight), the
// container (or air waybill) number, the ports, ETD and ETA. Drawn without antd, as the public
// lookup is; nothing while the order is in no shipment.
export function OrderShipment({ shipment }: { shipment: Shipment | null }) {
  const { t } = useTranslation();
  if (!shipment) return null;
  const sea = shipment.kind === 'sea';
  const facts = [
    { key: 'carrier', label: t(sea ? 'order-shipment.vessel' : 'order-shipment.flight'), value: sea ? [shipment.vessel, shipment.voyage].filter(Boolean).join(' · ') : (shipment.flightNo ?? '') },
    { key: 'number', label: t(sea ? 'order-shipment.containerNo' : 'order-shipment.awbNo'), value: shipment.number },
    { key: 'route', label: t('order-shipment.route'), value: `${shipment.portOfLoading} → ${shipment.portOfDischarge}` },
    { key: 'etd', label: t('order-shipment.etd'), value: formatEventTime(shipment.etd) },
    { key: 'eta', label: t('order-shipment.eta'), value: formatEventTime(shipment.eta) },
  ].filter((fact) => fact.value);
  const title = t(sea ? 'order-shipment.titleSea' : 'order-shipment.titleAir');
  return (
    <section className={styles.shipment} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
