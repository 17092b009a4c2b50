import { Suspense, lazy, useState } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import { PrefetchWhenSettled } from '../../../components/after-paint';
import { getSidebarOpened, setSidebarOpened } from '../../../lib/cookies';
import { useCurrentUser } from '../../../lib/current-user';
import { isMobileNow, useIsMobile } from '../../../lib/use-media-query';
import { canAccess, effectiveRoles } from '../permissions';
import { handleOf } from '../../route-handle';
import { useSettings } from '../../settings';
import styles from './member-layout.module.css';
import { Navbar } from './navbar';
import { TagsView } from './tags-view';

// The sidebar (the member's card, the menu and the contact widgets, with antd's Menu, Drawer,
// Tooltip and Badge) is not on a phone's first paint, where it is a closed drawer: it loads once
// the page has settled, or at the first tap of the menu button. On a desk it is on the first paint: its code is asked for
// with this module's, beside the page's (docs/web.md, "The member shell on a phone").
const loadNav = () => import('./member-nav');
if (!isMobileNow()) void loadNav().catch(() => undefined);
const Sidebar = lazy(() => loadNav().then((module) => ({ default: module.Sidebar })));
const SidebarDrawer = lazy(() => loadNav().then((module) => ({ default: module.SidebarDrawer })));

const SettingsDrawer = lazy(() => import('./settings-drawer').then((module) => ({ default: module.SettingsDrawer })));
// Loaded on first opening: the shell stays light.
const ContactDialog = lazy(() => import('../../../features/service-contact/components/contact-dialog').then((module) => ({ default: module.ContactDialog })));

// Pages whose route lists roles the member lacks go to /401.
function RoleGate() {
  const { data: profile } = useCurrentUser();
  const roles = effectiveRoles(profile);
  const denied = useMatches().some((match) => !canAccess(handleOf(match).roles, roles));
  return denied ? <Navigate to="/401" replace /> : <Outlet />;
}

// Shell of /jiedao/*: sidebar (a drawer under 992 px), navbar, tags view, settings panel, and
// the customer-service dialog its contact widgets open.
export function MemberLayout() {
  const isMobile = useIsMobile();
  const settings = useSettings();
  const [sidebarOpened, setOpened] = useState(getSidebarOpened);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const [contactLoaded, setContactLoaded] = useState(false);

  const toggleSidebar = () => {
    if (isMobile) {
      setDrawerLoaded(true);
      setDrawerOpen((open) => !open);
      return;
    }
    setSidebarOpened(!sidebarOpened);
    setOpened(!sidebarOpened);
  };

  const openSettings = () => {
    setSettingsLoaded(true);
    setSettingsOpen(true);
  };

  const openContact = () => {
    setDrawerOpen(false);
    setContactLoaded(true);
    setContactOpen(true);
  };

  return (
    <div className={styles.shell}>
      {isMobile && !drawerLoaded ? <PrefetchWhenSettled load={loadNav} /> : null}
      {isMobile ? (
        drawerLoaded ? (
          <Suspense fallback={null}>
            <SidebarDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onOpenContact={openContact} />
          </Suspense>
        ) : null
      ) : (
        <aside className={`${styles.sidebar} ${sidebarOpened ? '' : styles.collapsed}`}>
          <Suspense fallback={null}>
            <Sidebar collapsed={!sidebarOpened} onOpenContact={openContact} />
          </Suspense>
        </aside>
      )}
      <div className={styles.main}>
        <header className={`${styles.header} ${settings.fixedHeader ? styles.fixed : ''}`}>
          <Navbar
            sidebarOpen={isMobile ? drawerOpen : sidebarOpened}
            onToggleSidebar={toggleSidebar}
            onOpenSettings={openSettings}
            onOpenContact={openContact}
          />
          {settings.tagsView ? <TagsView /> : null}
        </header>
        <main className={styles.content}>
          <RoleGate />
        </main>
      </div>
      {contactLoaded ? (
        <Suspense fallback={null}>
          <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} />
        </Suspense>
      ) : null}
      {settingsLoaded ? (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
