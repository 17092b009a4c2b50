import { Dropdown } from 'antd';
import { cloneElement, useEffect, useRef, type ReactElement } from 'react';
import type { LazyMenuItem, TriggerProps } from './lazy-dropdown';

interface DropdownMenuProps {
  items: LazyMenuItem[];
  trigger: ReactElement<TriggerProps>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // The button this one replaces had the focus: it moves here.
  focusTrigger: boolean;
}

// The menu of a `LazyDropdown` (lazy-dropdown.tsx), with antd's Dropdown and Menu: loaded when
// the member reaches for the button or once the page has settled, not with the page.
export function DropdownMenu({ items, trigger, open, onOpenChange, focusTrigger }: DropdownMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger) button.current?.focus();
  }, [focusTrigger]);
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        // Opened from the keyboard, the menu takes the focus, and gives it back when it closes.
        if (!next) button.current?.focus();
      }}
      menu={{
        items: items.map(({ onClick: _onClick, ...item }) => item),
        onClick: ({ key }) => {
          onOpenChange(false);
          items.find((item) => item.key === key)?.onClick();
        },
      }}
    >
      {cloneElement(trigger, { ref: button })}
    </Dropdown>
  );
}
