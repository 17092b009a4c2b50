import type { ScanMatch } from '@portal/contracts/warehouse';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { ScanBox, type ScanBoxHandle, type ScanOutcome } from '../scan-box';
import { STAFF_BASE } from '../staff-routes';
import { inPanel } from '../key-targets';
import { DeskFocus } from './desk-keys';
import { KeyboardHelp, type KeyEntry } from '../keyboard-help';
import { OrderView } from './order-view';
import { scanCode } from './staff-orders-api';
import { StaffOrdersPage } from './staff-orders-page';
import styles from './orders-desk.module.css';

const DESK = `${STAFF_BASE}/orders`;

// Route objects, not <Routes>: the console's shell routes so (staff-app.tsx), and <Routes> would
// add react-router's element reader to the shell every page loads.
const pages: RouteObject[] = [
  { index: true, element: <StaffOrdersPage /> },
  { path: ':id', element: <OrderView /> },
];

// Where a match leads: an order's view, a container's desk, a member's orders.
export function matchPath(match: Pick<ScanMatch, 'kind' | 'id'>): string {
  if (match.kind === 'order') return `${DESK}/${match.id}`;
  if (match.kind === 'container') return `${STAFF_BASE}/containers/${match.id}`;
  return `${DESK}?memberId=${match.id}`;
}

// The desk's keys, listed under "Keyboard".
const DESK_KEYS = [
  ['/', 'scan'],
  ['↓', 'down'],
  ['↑ ↓', 'rows'],
  ['Enter', 'open'],
  ['Space', 'select'],
  ['Alt+M', 'move'],
  ['Esc', 'esc'],
  ['?', 'help'],
] as const;

// The operator's order desk (docs/staff-console.md, "Order desk"): the scan box on top, which
// stays while the list and the orders open beneath it, so codes scanned while an order opens
// are not lost; the list at /admin/orders, an order at /admin/orders/<id>.
export function StaffOrdersDesk() {
  const { t } = useTranslation();
  const keys: KeyEntry[] = DESK_KEYS.map(([key, text]) => [key, t(`staff.desk.keyboard.${text}`)]);
  const navigate = useNavigate();
  const location = useLocation();
  const scanBox = useRef<ScanBoxHandle>(null);
  const [choices, setChoices] = useState<{ code: string; list: ScanMatch[] } | null>(null);
  const page = useRoutes(pages);

  // After the page's own focus moves (the layout takes it to the page on a new address).
  const focusScan = useCallback(() => {
    window.setTimeout(() => scanBox.current?.focus(), 0);
  }, []);
  useEffect(focusScan, [focusScan, location.pathname]);

  const open = useCallback(
    (match: ScanMatch) => {
      setChoices(null);
      void navigate(matchPath(match), match.kind === 'member' ? { state: { memberLabel: match.label } } : undefined);
    },
    [navigate],
  );

  const onScan = useCallback(
    async (code: string): Promise<ScanOutcome> => {
      const { list } = await scanCode(code);
      if (list.length === 0) {
        setChoices(null);
        throw new Error(t('staff.desk.scan.none'));
      }
      if (list.length > 1) {
        setChoices({ code, list });
        return { message: t('staff.desk.scan.several', { count: list.length }) };
      }
      const match = list[0]!;
      open(match);
      return { message: t(`staff.desk.scan.opened.${match.kind}`, { label: match.label }) };
    },
    [open, t],
  );

  // Esc closes the matches first (before the page beneath takes it as "back to the list").
  useEffect(() => {
    if (!choices) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || inPanel(event.target)) return;
      event.preventDefault();
      setChoices(null);
      focusScan();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [choices, focusScan]);

  return (
    <DeskFocus value={focusScan}>
      <div className={styles.top}>
        <div className={styles.scan} data-scan-box>
          <ScanBox ref={scanBox} label={t('staff.scan.label')} onScan={onScan} />
        </div>
        <KeyboardHelp entries={keys} onClose={focusScan} className={styles.keys} />
      </div>
      {choices ? (
        <section className={styles.choices} aria-label={t('staff.desk.scan.choices', { code: choices.code })}>
          <span className={styles.choicesTitle}>{t('staff.desk.scan.choices', { code: choices.code })}</span>
          <ul className={styles.choiceList}>
            {choices.list.map((match) => (
              <li key={`${match.kind}:${match.id}`}>
                <Link
                  to={matchPath(match)}
                  state={match.kind === 'member' ? { memberLabel: match.label } : undefined}
                  onClick={() => setChoices(null)}
                  className={styles.choice}
                >
                  {t(`staff.desk.scan.kind.${match.kind}`)} · {match.label}
                </Link>
              </li>
            ))}
          </ul>
          <Button
            size="small"
            onClick={() => {
              setChoices(null);
              focusScan();
            }}
          >
            {t('staff.desk.close')}
          </Button>
        </section>
      ) : null}
      {page}
    </DeskFocus>
  );
}
