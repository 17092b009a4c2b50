import { Drawer } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import { getSidebarOpened, setSidebarOpened } from '../../lib/cookies';
import { useCurrentUser } from '../../lib/current-user';
import { useIsMobile } from '../../lib/use-media-query';
import { canAccess, effectiveRoles } from '../permissions';
import { handleOf } from '../routes/route-handle';
import { useSettings } from '../settings';
import styles from './member-layout.module.css';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';
import { TagsView } from './tags-view';

const SettingsDrawer = lazy(() => import('./settings-drawer').then((module) => ({ default: module.SettingsDrawer })));
// Loaded on first opening: the shell stays light.
const ContactDialog = lazy(() => import('../../features/service-contact/components/contact-dialog').then((module) => ({ default: module.ContactDialog })));

const SIDEBAR_WIDTH = 210;

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
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const [contactLoaded, setContactLoaded] = useState(false);

  const toggleSidebar = () => {
    if (isMobile) {
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
      {isMobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDEBAR_WIDTH}
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          <div className={styles.drawerBody}>
            <Sidebar collapsed={false} onNavigate={() => setDrawerOpen(false)} onOpenContact={openContact} />
          </div>
        </Drawer>
      ) : (
        <aside className={`${styles.sidebar} ${sidebarOpened ? '' : styles.collapsed}`}>
          <Sidebar collapsed={!sidebarOpened} onOpenContact={openContact} />
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
