import type { ScanMatch } from '@portal/contracts/warehouse';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useWarehouseText } from './warehouse-text';
import { useSearchParams } from 'react-router';
import { ScanBox, type ScanBoxHandle, type ScanOutcome } from '../scan-box';
import { useStaffTitle } from '../staff-title';
import { KeyboardHelp } from '../keyboard-help';
import { OrderPanel } from './order-panel';
import { ReceiveQueue } from './receive-queue';
import { orderNoOfLabel, rememberOrderNo, scanCode, useOrderIdByNo } from './warehouse-api';
import styles from './warehouse.module.css';

// The desk's keys, listed under "Keyboard" (texts `keys.<name>.key` and `.does`).
const KEYS = ['slash', 'scan', 'tab', 'enter', 'last', 'escape', 'focus'] as const;

// The operator's warehouse desk (docs/staff-console.md, "Warehouse desk"): the scan box, the
// queue of orders to receive, and the panel of the order being worked on. The open order is in
// the URL (`?order=<orderNo>`, `&raise=1` with the exception form open), so the order desk links
// here and a reload keeps the place.
export function WarehousePage() {
  const t = useWarehouseText();
  useStaffTitle('warehouse');
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get('order')?.trim() || null;
  const raising = params.get('raise') === '1';
  const scanBox = useRef<ScanBoxHandle>(null);
  // A code several orders answer (a shipping mark): the operator picks one.
  const [choices, setChoices] = useState<{ code: string; matches: ScanMatch[] } | null>(null);
  const resolved = useOrderIdByNo(orderNo);

  // After each action the scan box has the focus again. A dialog that closes (or unmounts)
  // drops the focus to the page's body, after its animation: the box takes it back then, and
  // only then — a field or dialog the operator went to keeps it.
  const refocus = useCallback(() => {
    scanBox.current?.focus();
    for (const delay of [50, 350, 800]) {
      window.setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body) scanBox.current?.focus();
      }, delay);
    }
  }, []);

  const open = useCallback(
    (match: ScanMatch) => {
      const number = orderNoOfLabel(match.label);
      rememberOrderNo(client, number, match.id);
      setChoices(null);
      setParams({ order: number });
    },
    [client, setParams],
  );

  const onScan = useCallback(
    async (code: string): Promise<ScanOutcome> => {
      let matches: ScanMatch[];
      try {
        matches = await scanCode(code);
      } catch {
        throw new Error(t('scan.failed'));
      }
      const orders = matches.filter((m) => m.kind === 'order');
      if (orders.length === 1) {
        open(orders[0]!);
        return { message: t('scan.opened', { label: orders[0]!.label }) };
      }
      if (orders.length > 1) {
        setChoices({ code, matches: orders });
        return { message: t('scan.several', { count: orders.length }) };
      }
      setChoices(null);
      const other = matches[0];
      if (other && other.kind !== 'order') throw new Error(t(`scan.notOrder.${other.kind}`, { label: other.label }));
      throw new Error(t('scan.none'));
    },
    [open, t],
  );

  const close = () => {
    setParams({});
    refocus();
  };

  const setRaising = (on: boolean) => {
    if (!orderNo) return;
    setParams(on ? { order: orderNo, raise: '1' } : { order: orderNo }, { replace: !on });
    if (!on) refocus();
  };

  return (
    <section aria-labelledby="staff-warehouse-title" className={styles.page}>
      <div className={styles.head}>
        <h1 id="staff-warehouse-title" className={styles.title}>
          {t('title')}
        </h1>
        <KeyboardHelp entries={KEYS.map((key) => [t(`keys.${key}.key`), t(`keys.${key}.does`)])} />
      </div>
      <div className={styles.scan}>
        <ScanBox ref={scanBox} label={t('scan.label')} onScan={onScan} keep={4} />
        {choices ? (
          <div className={styles.choices} role="group" aria-label={t('scan.choose', { code: choices.code })}>
            <span>{t('scan.choose', { code: choices.code })}</span>
            {choices.matches.map((match) => (
              <Button key={match.id} size="small" onClick={() => open(match)}>
                {match.label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      <div className={styles.columns}>
        <ReceiveQueue current={orderNo} onOpen={(row) => rememberOrderNo(client, row.orderNo, row.id)} />
        <div className={styles.panel}>
          {!orderNo ? (
            <p className={styles.hint}>{t('noOrder')}</p>
          ) : resolved.isError ? (
            <Alert type="error" showIcon title={t('scan.failed')} action={<Button size="small" onClick={() => void resolved.refetch()}>{t('retry')}</Button>} />
          ) : resolved.data === null ? (
            <Alert type="warning" showIcon title={t('notFound', { orderNo })} action={<Button size="small" onClick={close}>{t('panel.close')}</Button>} />
          ) : resolved.data === undefined ? (
            <p className={styles.hint} aria-busy>
              {t('loading')}
            </p>
          ) : (
            <OrderPanel key={resolved.data} id={resolved.data} raising={raising} setRaising={setRaising} onClose={close} refocus={refocus} />
          )}
        </div>
      </div>
    </section>
  );
}
