import { AuditOutlined, BookOutlined, ContainerOutlined, DashboardOutlined, DatabaseOutlined, ExceptionOutlined, HistoryOutlined, IdcardOutlined, PercentageOutlined, ReadOutlined, ScanOutlined, ShopOutlined, SolutionOutlined, SoundOutlined, TeamOutlined, TransactionOutlined, TrophyOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Menu } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSelect } from '../components/language-select';
import { useMediaQuery } from '../lib/use-media-query';
import { staffLogout, useStaffMe } from './staff-api';
import { STAFF_BASE, STAFF_LOGIN, staffMenu, staffPageAt, type StaffMenuIcon } from './staff-routes';
import { endStaffSession } from './staff-session';
import styles from './staff-layout.module.css';

// Icons only the console uses: one the member side also draws (the sign-out's) would move into
// the libraries every member page loads (docs/staff-console.md).
const ICONS: Record<StaffMenuIcon, ReactNode> = {
  orders: <UnorderedListOutlined aria-hidden />,
  warehouse: <ScanOutlined aria-hidden />,
  containers: <ContainerOutlined aria-hidden />,
  exceptions: <ExceptionOutlined aria-hidden />,
  money: <TransactionOutlined aria-hidden />,
  reviews: <AuditOutlined aria-hidden />,
  care: <SolutionOutlined aria-hidden />,
  outbox: <SoundOutlined aria-hidden />,
  members: <IdcardOutlined aria-hidden />,
  accounts: <TeamOutlined aria-hidden />,
  audit: <HistoryOutlined aria-hidden />,
  notices: <ReadOutlined aria-hidden />,
  help: <BookOutlined aria-hidden />,
  coupons: <PercentageOutlined aria-hidden />,
  gifts: <ShopOutlined aria-hidden />,
  points: <TrophyOutlined aria-hidden />,
  reference: <DatabaseOutlined aria-hidden />,
  dashboard: <DashboardOutlined aria-hidden />,
};

// The desk: the menu (the signed-in staff member's pages only), a header with their name,
// roles, the language and sign-out, and the page. Keyboard: "Skip to the page" first, the
// menu's arrow keys and Enter, and the page's heading takes the focus after each move
// (docs/staff-console.md).
export function StaffLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: me } = useStaffMe();
  const narrow = useMediaQuery('(max-width: 1100px)');
  const main = useRef<HTMLElement>(null);
  const pages = me ? staffMenu(me.roles) : [];
  const selected = staffPageAt(location.pathname, pages);

  // A page reached from the menu starts at its heading, for a screen reader and the keys. A
  // page that moved itself with the focus still in it (a desk's scan box opening an order) keeps it.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active && active !== main.current && main.current?.contains(active)) return;
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  const signOut = () => {
    void staffLogout()
      .catch(() => undefined)
      .finally(() => void endStaffSession(() => navigate(STAFF_LOGIN, { replace: true })));
  };

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#staff-main">
        {t('staff.layout.skipToContent')}
      </a>
      <div className={styles.brand}>
        <span className={styles.brandText}>{t('staff.appTitle')}</span>
      </div>
      <header className={styles.header}>
        <div className={styles.who}>
          <span className={styles.name}>{me?.name}</span>
          <span className={styles.roles} aria-label={t('staff.layout.roles')}>
            {me?.roles.map((role) => t(`staff.roles.${role}`)).join(', ')}
          </span>
        </div>
        <LanguageSelect />
        <Button onClick={signOut}>
          {t('staff.layout.signOut')}
        </Button>
      </header>
      <nav className={styles.nav} aria-label={t('staff.layout.menu')}>
        {pages.length > 0 ? (
          <Menu
            theme="dark"
            mode="inline"
            inlineCollapsed={narrow}
            selectedKeys={selected ? [selected.path] : []}
            onClick={({ key }) => void navigate(`${STAFF_BASE}/${key}`)}
            items={pages.map((page) => ({
              key: page.path,
              icon: ICONS[page.icon],
              label: <Link to={`${STAFF_BASE}/${page.path}`}>{t(`staff.routes.${page.title}`)}</Link>,
            }))}
          />
        ) : null}
      </nav>
      <main id="staff-main" ref={main} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
