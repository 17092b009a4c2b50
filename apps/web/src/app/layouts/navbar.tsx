import { CustomerServiceOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../components/language-select';
import { useIsMobile } from '../../lib/use-media-query';
import { Breadcrumbs } from './breadcrumbs';
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
      <Button type="text" icon={<CustomerServiceOutlined aria-hidden />} aria-label={t('layout.widgets.contact')} onClick={onOpenContact} />
      <LanguageSelect />
      <Button type="text" icon={<SettingOutlined aria-hidden />} aria-label={t('layout.settings.open')} onClick={onOpenSettings} />
    </div>
  );
}
