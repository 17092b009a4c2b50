import { RocketFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../settings';
import styles from './member-layout.module.css';
import { ContactWidgets } from './contact-widgets';
import { PriceButton } from './price-button';
import { ShipButton } from './ship-button';
import { SidebarMenu } from './sidebar-menu';
import { UserCard } from './user-card';

export function Sidebar({ collapsed, onNavigate, onOpenContact }: { collapsed: boolean; onNavigate?: () => void; onOpenContact: () => void }) {
  const { t } = useTranslation();
  const { sidebarLogo } = useSettings();
  return (
    <nav aria-label={t('layout.menu')}>
      {sidebarLogo ? (
        <div className={styles.logo}>
          <RocketFilled aria-hidden style={{ fontSize: 20 }} />
          {collapsed ? null : <span>{t('common.appTitle')}</span>}
        </div>
      ) : null}
      <UserCard collapsed={collapsed} />
      <ShipButton collapsed={collapsed} onNavigate={onNavigate} />
      <PriceButton collapsed={collapsed} onNavigate={onNavigate} />
      <SidebarMenu collapsed={collapsed} onNavigate={onNavigate} />
      <ContactWidgets collapsed={collapsed} onOpenContact={onOpenContact} onNavigate={onNavigate} />
    </nav>
  );
}
