import type { StaffOrderDetail } from '@portal/contracts/order';
import { ORDER_STATUS } from '@portal/contracts/statuses';
import { RECEIPT_TOLERANCE_PERCENT, type ReceiptCheck } from '@portal/contracts/warehouse';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useWarehouseText } from './warehouse-text';
import { CopyButton } from '../../components/copy-button';
import { LoadError } from '../../components/load-error';
import { RelativeTime } from '../../components/relative-time';
import { useLocale } from '../../lib/i18n';
import { placeName } from '../../lib/place-name';
import { ExceptionNeeded, FiguresTable } from './figures-table';
import { CargoControlBlock, HandOver } from './hand-over';
import { LabelStatus, useLabelPrint } from './label-print';
import { LotForm, type LotWritten } from './lot-form';
import { LotsList } from './lots-list';
import { RaiseExceptionModal } from './raise-exception-modal';
import { useStaffOrder } from './warehouse-api';
import styles from './warehouse.module.css';
import { flagReasonOf } from '../flag-reason';

const S = ORDER_STATUS;
// Where the goods are handed over: at the destination.
const HAND_OVER_STATUSES: readonly number[] = [S.arrived, S.readyForPickup];

interface OrderPanelProps {
  id: number;
  raising: boolean;
  setRaising: (on: boolean) => void;
  onClose: () => void;
  // The scan box takes the focus again after each action.
  refocus: () => void;
}

// One order at the desk: who and where, its receipt (lots so far, the next lot with the live
// tolerance check, labels), its exceptions, and at the destination its cargo control and the
// hand-over.
export function OrderPanel({ id, raising, setRaising, onClose, refocus }: OrderPanelProps) {
  const t = useWarehouseText();
  const order = useStaffOrder(id);
  const labels = useLabelPrint(id);
  const [written, setWritten] = useState<LotWritten | null>(null);
  // The figures an exception is raised about: the lot being typed, or the receipt's.
  const [draftCheck, setDraftCheck] = useState<ReceiptCheck | null>(null);

  if (order.isError && !order.data) return <LoadError onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  if (!order.data) {
    return (
      <p className={styles.hint} aria-busy>
        {t('loading')}
      </p>
    );
  }
  const o = order.data;
  const flagReason = flagReasonOf(o);
  const raiseWith = (check: ReceiptCheck | null) => {
    setDraftCheck(check);
    setRaising(true);
  };

  return (
    <section aria-labelledby="warehouse-order-title" className={styles.order}>
      <OrderHead order={o} onClose={onClose} />
      {o.flagged ? <Alert className={styles.alert} type="error" showIcon title={flagReason ? t('panel.flagged', { reason: flagReason }) : t('panel.flaggedBare')} /> : null}
      {written ? (
        <Alert
          className={styles.alert}
          type="success"
          showIcon
          title={t(written.completed ? 'lot.writtenComplete' : 'lot.writtenPartial', { lotNo: written.lotNo, count: written.cartons })}
          action={
            <div className={styles.actions}>
              <Button size="small" type="primary" disabled={labels.busy !== null} onClick={() => labels.print(written.lotNo)}>
                {t('labels.printLot', { lotNo: written.lotNo })}
              </Button>
              {written.completed ? (
                <Button size="small" disabled={labels.busy !== null} onClick={() => labels.print()}>
                  {t('labels.printAll', { count: o.receipt?.cartons ?? 0 })}
                </Button>
              ) : null}
            </div>
          }
          closable={{ 'aria-label': t('panel.dismiss') }}
          onClose={() => setWritten(null)}
        />
      ) : null}
      <LabelStatus labels={labels} />

      {o.lotAllowed ? (
        <LotForm
          order={o}
          onWritten={(lot) => {
            setWritten(lot);
            refocus();
          }}
          onRaise={raiseWith}
        />
      ) : o.receipt ? (
        <section aria-labelledby="warehouse-check-title" className={styles.block}>
          <h3 id="warehouse-check-title" className={styles.blockTitle}>
            {t('figures.title')}
          </h3>
          <FiguresTable
            check={o.receiptCheck}
            caption={t('figures.caption', {
              cartons: RECEIPT_TOLERANCE_PERCENT.cartons,
              volume: RECEIPT_TOLERANCE_PERCENT.volume,
              weight: RECEIPT_TOLERANCE_PERCENT.weight,
            })}
          />
          <ExceptionNeeded check={o.receiptCheck} onRaise={raiseWith} />
        </section>
      ) : (
        <p className={styles.muted}>{t('panel.noReceipt', { status: t(`status.${o.status}`) })}</p>
      )}
      {o.receipt ? <LotsList order={o} labels={labels} /> : null}

      <Exceptions order={o} onRaise={() => raiseWith(o.receiptCheck.exceptionNeeded ? o.receiptCheck : null)} />
      {o.cargoControl ? <CargoControlBlock order={o} /> : null}
      {HAND_OVER_STATUSES.includes(o.status) ? <HandOver order={o} onDone={refocus} /> : null}

      {raising ? (
        <RaiseExceptionModal
          order={o}
          check={draftCheck ?? (o.receiptCheck.exceptionNeeded ? o.receiptCheck : null)}
          onClose={() => {
            setDraftCheck(null);
            setRaising(false);
          }}
        />
      ) : null}
    </section>
  );
}

function OrderHead({ order, onClose }: { order: StaffOrderDetail; onClose: () => void }) {
  const t = useWarehouseText();
  const locale = useLocale();
  const route = [order.startWarehouse, order.destWarehouse].map((place) => (place ? placeName(place, locale) : '?')).join(' → ');
  return (
    <div className={styles.orderHead}>
      <div className={styles.sectionHead}>
        <h2 id="warehouse-order-title" className={styles.sectionTitle}>
          {order.orderNo}
        </h2>
        <CopyButton text={order.orderNo} label={t('panel.copy')} />
        <span className={styles.status}>{t(`status.${order.status}`)}</span>
        <Button size="small" className={styles.close} onClick={onClose}>
          {t('panel.close')}
        </Button>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('panel.marks')}</dt>
          <dd>{order.marks ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('panel.shipper')}</dt>
          <dd>
            {order.shipper.nickname} (+{order.shipper.areaCode} {order.shipper.mobile})
          </dd>
        </div>
        <div>
          <dt>{t('panel.consignee')}</dt>
          <dd>{order.consignee.name ?? '–'}</dd>
        </div>
        <div>
          <dt>{t('panel.route')}</dt>
          <dd>{route}</dd>
        </div>
      </dl>
    </div>
  );
}

function Exceptions({ order, onRaise }: { order: StaffOrderDetail; onRaise: () => void }) {
  const t = useWarehouseText();
  return (
    <section aria-labelledby="warehouse-exceptions-title" className={styles.block}>
      <div className={styles.sectionHead}>
        <h3 id="warehouse-exceptions-title" className={styles.blockTitle}>
          {t('exceptions.title')}
        </h3>
        <Button size="small" onClick={onRaise}>
          {t('exceptions.raise')}
        </Button>
      </div>
      {order.abnormal.length === 0 ? (
        <p className={styles.muted}>{t('exceptions.none')}</p>
      ) : (
        <ul className={styles.exceptionList}>
          {order.abnormal.map((item) => (
            <li key={item.id}>
              <strong>{t(`types.${item.type}`)}</strong> · {t(`exceptions.status.${item.status}`)} · <RelativeTime value={item.createTime} />
              <div className={styles.muted}>{item.description}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
