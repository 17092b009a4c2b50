import { useEffect } from 'react';
import { Link, Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { useStaffTitle } from '../staff-title';
import { BalancesArea } from './balances-area';
import { MemberOrdersArea } from './member-orders-area';
import styles from './money-desk.module.css';
import { OrderFeesArea } from './order-fees-area';
import { PriceLinesArea } from './price-lines-area';
import { RatesArea } from './rates-area';
import { RefundsArea } from './refunds-area';
import { KeyboardHelp } from '../keyboard-help';
import { useMoneyTexts } from './money-texts';

// The finance money desk (docs/staff-console.md, "Money desk"): five areas under /admin/money,
// each with its own URL (filters in the query), reached by the tabs or the number keys. One
// chunk (staff-money): the build groups the desk's folder.

export const MONEY_AREAS = ['balances', 'fees', 'refunds', 'rates', 'prices'] as const;
export type MoneyArea = (typeof MONEY_AREAS)[number];

// Where the keys act: not while typing, nor inside a dialog.
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.closest('[role="dialog"]') !== null;
}

// "/" focuses the area's search box; "n" starts the area's new entry; 1–5 open an area.
function useDeskKeys() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      const main = document.getElementById('staff-main') ?? document.body;
      if (event.key === '/') {
        const box = main.querySelector<HTMLElement>('[data-money-search] input, input[data-money-search]');
        if (box) {
          event.preventDefault();
          box.focus();
        }
      } else if (event.key === 'n') {
        const add = main.querySelector<HTMLButtonElement>('button[data-money-new]:not([disabled])');
        if (add) {
          event.preventDefault();
          add.click();
        }
      } else if (/^[1-5]$/.test(event.key)) {
        event.preventDefault();
        void navigate(`/admin/money/${MONEY_AREAS[Number(event.key) - 1]}`);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);
}

// Relative to /admin/money (the console's route is `money/*`). Route objects, not <Routes>: the
// element form brings react-router code into the shell every member page loads.
const areaRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="balances" replace /> },
  { path: 'balances', element: <BalancesArea /> },
  { path: 'balances/:memberId', element: <MemberOrdersArea /> },
  { path: 'fees', element: <OrderFeesArea /> },
  { path: 'refunds', element: <RefundsArea /> },
  { path: 'rates', element: <RatesArea /> },
  { path: 'prices', element: <PriceLinesArea /> },
  { path: '*', element: <Navigate to="balances" replace /> },
];

export function MoneyDeskPage() {
  const tm = useMoneyTexts();
  const { pathname } = useLocation();
  const area = useRoutes(areaRoutes);
  useStaffTitle('money');
  useDeskKeys();
  return (
    <section aria-labelledby="money-desk-title" className={styles.desk}>
      <div className={styles.head}>
        <h1 id="money-desk-title" className={styles.title}>
          {tm('title')}
        </h1>
        <nav aria-label={tm('areasLabel')} className={styles.areas}>
          {MONEY_AREAS.map((name) => {
            const active = pathname === `/admin/money/${name}` || pathname.startsWith(`/admin/money/${name}/`);
            return (
              <Link key={name} to={`/admin/money/${name}`} aria-current={active ? 'page' : undefined} className={active ? `${styles.area} ${styles.active}` : styles.area}>
                {tm(`areas.${name}`)}
              </Link>
            );
          })}
        </nav>
        <KeyboardHelp
          entries={[
            ['/', tm('keys.search')],
            ['n', tm('keys.new')],
            ['1 – 5', tm('keys.areas')],
            ['Enter', tm('keys.enter')],
            ['Esc', tm('keys.escape')],
          ]}
        />
      </div>
      {area}
    </section>
  );
}
