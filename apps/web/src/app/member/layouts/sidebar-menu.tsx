import type { AngleMark } from '@portal/contracts/account';
import type { Locale } from '@portal/contracts/locale';
import { Badge, Menu, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { feedback } from '../../../lib/feedback';
import { formatCount } from '../../../lib/format-count';
import { useLocale } from '../../../lib/i18n';
import type { ClientConfig } from '@portal/contracts/client-config';
import { useClientConfig } from '../../../lib/system-api';
import { useSidebarCounters } from '../../../lib/sidebar-counters';
import { canAccess, effectiveRoles } from '../permissions';
import { groupKeys, memberMenu, memberPath, type MenuEntry } from '../routes/member-routes';
import styles from './member-layout.module.css';
import { MENU_ICONS } from './menu-icons';
import { openExternal } from '../../../lib/external-link';
import { openLegacyOrders } from './legacy-link';

type MenuItem = NonNullable<MenuProps['items']>[number];

const LINK_PREFIX = 'link:';

interface MenuContext {
  t: TFunction;
  roles: string[];
  showMemberSystem: boolean;
  config: ClientConfig | undefined;
  counters: AngleMark | undefined;
  locale: Locale;
}

// External entries show only when the server says they are configured.
function toItems(entries: readonly MenuEntry[], context: MenuContext): MenuItem[] {
  return entries.flatMap((entry): MenuItem[] => {
    const label = context.t(`routes.${entry.title}`);
    if (entry.kind === 'group') {
      const children = toItems(entry.children, context);
      return children.length > 0 ? [{ key: entry.key, icon: entry.icon && MENU_ICONS[entry.icon], label, children }] : [];
    }
    if (entry.kind === 'link') {
      const enabled = entry.key === 'home' ? Boolean(context.config?.companySiteUrl) : Boolean(context.config?.legacyBackendEnabled);
      return enabled ? [{ key: `${LINK_PREFIX}${entry.key}`, icon: entry.icon && MENU_ICONS[entry.icon], label }] : [];
    }
    if (entry.hideInMenu || !canAccess(entry.roles, context.roles)) return [];
    if (entry.memberSystem && !context.showMemberSystem) return [];
    const count = entry.badge ? (context.counters?.[entry.badge] ?? 0) : 0;
    // The count is part of the entry's name ("Cargo control 3"); none while it is 0. Large
    // counts are shortened ("1.2k").
    const withCount =
      count > 0 ? (
        <span className={styles.badgeLabel}>
          {label} <Badge count={formatCount(count, context.locale)} size="small" />
        </span>
      ) : (
        label
      );
    return [{ key: memberPath(entry), icon: entry.icon && MENU_ICONS[entry.icon], label: withCount }];
  });
}

export function SidebarMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: config } = useClientConfig();
  const { data: profile } = useCurrentUser();
  const { data: counters } = useSidebarCounters();
  const locale = useLocale();
  const items = toItems(memberMenu, { t, roles: effectiveRoles(profile), showMemberSystem: profile?.showMemberSystem === true, config, counters, locale });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === `${LINK_PREFIX}home`) {
      if (config?.companySiteUrl) openExternal(config.companySiteUrl);
      return;
    }
    if (key === `${LINK_PREFIX}legacy-orders`) {
      openLegacyOrders().catch(() => feedback.error(t('layout.legacyFailed')));
      return;
    }
    void navigate(key);
    onNavigate?.();
  };

  return (
    <Menu
      className={styles.menu}
      mode="inline"
      theme="dark"
      inlineCollapsed={collapsed}
      selectedKeys={[pathname]}
      defaultOpenKeys={groupKeys()}
      items={items}
      onClick={onClick}
    />
  );
}
