import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListAction } from './list-card';

interface FoldedActionsMenuProps {
  actions: ListAction[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // The button this one replaces had the focus: it moves here.
  focusTrigger?: boolean;
}

// The phone's "More actions" menu of a list card (list-card.tsx), with antd's Dropdown and Menu:
// loaded when the member reaches for it or once the page has settled, not with the list.
export function FoldedActionsMenu({ actions, open, onOpenChange, focusTrigger = false }: FoldedActionsMenuProps) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        items: actions.map((action) => ({ key: action.key, label: action.label, icon: action.icon, disabled: action.disabled || action.loading })),
        onClick: ({ key }) => {
          onOpenChange(false);
          actions.find((action) => action.key === key)?.onClick();
        },
      }}
    >
      <Button ref={trigger} icon={<EllipsisOutlined aria-hidden />} aria-label={t('common.moreActions')} aria-haspopup="menu" />
    </Dropdown>
  );
}
