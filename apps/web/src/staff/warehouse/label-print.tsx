import { Button, Progress } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWarehouseText } from './warehouse-text';
import { useLocale } from '../../lib/i18n';
import { formatNumber } from '../../lib/number-format';
import { fetchCartonLabels } from './warehouse-api';
import styles from './warehouse.module.css';

interface Downloading {
  lotNo: number | undefined;
  loaded: number;
  total?: number;
}

interface Ready {
  lotNo: number | undefined;
  url: string;
}

export interface LabelPrint {
  print: (lotNo?: number) => void;
  busy: Downloading | null;
  ready: Ready | null;
}

// Carton labels (100 × 150 mm, one page per carton, one PDF): downloaded with the staff token
// (files are never linked directly), shown in a new tab as the browser's PDF view, from which
// the operator prints. The tab opens inside the click, so popup blockers let it through; the
// last PDF stays at hand ("Open again") until another is printed or the panel closes.
export function useLabelPrint(orderId: number): LabelPrint {
  const [busy, setBusy] = useState<Downloading | null>(null);
  const [ready, setReady] = useState<Ready | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    if (!ready) return;
    return () => URL.revokeObjectURL(ready.url);
  }, [ready]);

  const print = useCallback(
    (lotNo?: number) => {
      if (running.current) return;
      const tab = window.open('', '_blank');
      const controller = new AbortController();
      running.current = controller;
      setBusy({ lotNo, loaded: 0 });
      fetchCartonLabels(orderId, lotNo, (progress) => setBusy({ lotNo, ...progress }), controller.signal)
        .then((blob) => {
          const url = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
          setReady({ lotNo, url });
          if (tab) tab.location.href = url;
        })
        // The request layer has said why in a toast.
        .catch(() => tab?.close())
        .finally(() => {
          running.current = null;
          setBusy(null);
        });
    },
    [orderId],
  );

  return { print, busy, ready };
}

// Where the panel says how the labels are doing: the download's progress, then a link to the
// PDF again (a blocked popup, or a second copy).
export function LabelStatus({ labels }: { labels: LabelPrint }) {
  const t = useWarehouseText();
  const locale = useLocale();
  const { busy, ready } = labels;
  const what = (lotNo: number | undefined) => (lotNo === undefined ? t('labels.whole') : t('labels.lot', { lotNo }));
  if (busy) {
    const percent = busy.total ? Math.round((busy.loaded / busy.total) * 100) : undefined;
    return (
      <div className={styles.labelStatus} role="status">
        <span>{t('labels.downloading', { what: what(busy.lotNo) })}</span>
        {percent === undefined ? (
          <span className={styles.muted}>{t('labels.bytes', { kb: formatNumber(Math.round(busy.loaded / 1024), locale) })}</span>
        ) : (
          <Progress percent={percent} size="small" className={styles.progress} aria-label={t('labels.progress')} />
        )}
      </div>
    );
  }
  if (!ready) return null;
  return (
    <div className={styles.labelStatus} role="status">
      <span>{t('labels.ready', { what: what(ready.lotNo) })}</span>
      <Button size="small" href={ready.url} target="_blank" rel="noopener">
        {t('labels.openAgain')}
      </Button>
    </div>
  );
}
