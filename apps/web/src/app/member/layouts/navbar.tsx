import { CustomerServiceOutlined, GlobalOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../../components/language-select';
import { externalLinkProps } from '../../../lib/external-link';
import { useClientConfig } from '../../../lib/system-api';
import { useIsMobile } from '../../../lib/use-media-query';
import { Breadcrumbs } from './breadcrumbs';
import { ErrorLogButton } from './error-log-button';
import { MenuSearchTrigger } from './menu-search/menu-search-trigger';
import styles from './member-layout.module.css';

interface NavbarProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
  onOpenContact: () => void;
}

export function Navbar({ sidebarOpen, onToggleSidebar, onOpenSettings, onOpenContact }: NavbarProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const { data: config } = useClientConfig();
  const site = config?.companySiteUrl;
  return (
    <div className={styles.navbar}>
      <Button
        type="text"
        icon={sidebarOpen ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
        aria-label={t('layout.toggleSidebar')}
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      />
      <div className={styles.breadcrumb}>
        <Breadcrumbs compact={isMobile} />
      </div>
      <MenuSearchTrigger compact={isMobile} />
      <ErrorLogButton />
      {site && !isMobile ? (
        // Back to the company's main site (docs/product/shell.md, "Navbar"), in a new tab; on a
        // phone the menu's Home entry does it and the navbar keeps its room.
        <Button type="text" icon={<GlobalOutlined aria-hidden />} aria-label={t('layout.mainSite')} title={t('layout.mainSite')} {...externalLinkProps(site)} />
      ) : null}
      <Button type="text" icon={<CustomerServiceOutlined aria-hidden />} aria-label={t('layout.widgets.contact')} onClick={onOpenContact} />
      <LanguageSelect />
      <Button type="text" icon={<SettingOutlined aria-hidden />} aria-label={t('layout.settings.open')} onClick={onOpenSettings} />
    </div>
  );
}
