import { RECEIPT_FIGURES, RECEIPT_TOLERANCE_PERCENT, type ReceiptCheck, type ReceiptFigure, type ReceiptFigures } from '@portal/contracts/warehouse';
import { Alert, Button } from 'antd';
import { useWarehouseText } from './warehouse-text';
import { formatKg, formatM3 } from '../../lib/format';
import { useLocale } from '../../lib/i18n';
import { formatNumber } from '../../lib/number-format';
import { signedPercent } from './warehouse-figures';
import styles from './warehouse.module.css';

export function useFigureText() {
  const t = useWarehouseText();
  const locale = useLocale();
  return (figure: ReceiptFigure, value: number, signed = false): string => {
    const sign = signed && value > 0 ? '+' : signed && value < 0 ? '−' : '';
    const size = Math.abs(value);
    const number = figure === 'cartons' ? formatNumber(size, locale) : figure === 'volume' ? formatM3(size, locale) : formatKg(size, locale);
    return `${sign}${t(`units.${figure}`, { value: number })}`;
  };
}

interface FiguresTableProps {
  check: ReceiptCheck;
  // While a lot is typed: what came before it and the lot itself (the check is then on the sum).
  before?: ReceiptFigures;
  lot?: ReceiptFigures;
  caption: string;
}

// Declared beside measured, figure by figure, with the tolerance check (checkReceipt's answer):
// a figure beyond its tolerance is marked and said in words, not only in colour.
export function FiguresTable({ check, before, lot, caption }: FiguresTableProps) {
  const t = useWarehouseText();
  const text = useFigureText();
  const typing = before !== undefined && lot !== undefined;
  return (
    <table className={styles.figures}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('figures.figure')}</th>
          <th scope="col">{t('figures.declared')}</th>
          {typing ? <th scope="col">{t('figures.before')}</th> : null}
          {typing ? <th scope="col">{t('figures.lot')}</th> : null}
          <th scope="col">{t(typing ? 'figures.after' : 'figures.measured')}</th>
          <th scope="col">{t('figures.difference')}</th>
          <th scope="col">{t('figures.check')}</th>
        </tr>
      </thead>
      <tbody>
        {RECEIPT_FIGURES.map((figure) => {
          const difference = check.differences.find((d) => d.figure === figure);
          const measured = check.measured?.[figure];
          const percent = difference ? signedPercent(difference) : null;
          return (
            <tr key={figure} className={difference?.beyondTolerance ? styles.beyond : undefined}>
              <th scope="row">{t(`figures.names.${figure}`)}</th>
              <td>{text(figure, check.declared[figure])}</td>
              {typing ? <td>{text(figure, before[figure])}</td> : null}
              {typing ? <td>{lot[figure] ? text(figure, lot[figure]) : '–'}</td> : null}
              <td>{measured === undefined ? '–' : text(figure, measured)}</td>
              <td>{difference ? `${text(figure, difference.difference, true)}${percent ? ` (${percent})` : ''}` : '–'}</td>
              <td>
                {!check.complete
                  ? t('figures.notJudged')
                  : difference?.beyondTolerance
                    ? t('figures.beyond', { percent: RECEIPT_TOLERANCE_PERCENT[figure] })
                    : t('figures.within', { percent: RECEIPT_TOLERANCE_PERCENT[figure] })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

// A difference beyond tolerance: the member decides, through an exception the operator raises.
export function ExceptionNeeded({ check, onRaise }: { check: ReceiptCheck; onRaise: (check: ReceiptCheck) => void }) {
  const t = useWarehouseText();
  if (!check.exceptionNeeded) return null;
  return (
    <Alert
      className={styles.alert}
      type="warning"
      showIcon
      title={t('figures.exceptionNeeded')}
      description={t('figures.memberDecides')}
      action={
        <Button size="small" onClick={() => onRaise(check)}>
          {t('exceptions.raise')}
        </Button>
      }
    />
  );
}
