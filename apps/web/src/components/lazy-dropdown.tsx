import { Suspense, cloneElement, lazy, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { PrefetchWhenSettled } from './after-paint';

const loadMenu = () => import('./lazy-dropdown-menu');
const DropdownMenu = lazy(() => loadMenu().then((module) => ({ default: module.DropdownMenu })));

export interface LazyMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

export interface TriggerProps {
  ref?: Ref<HTMLButtonElement>;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: (event: { currentTarget: EventTarget }) => void;
}

// A button opening a menu (a list card's "More actions", an order row's "More"): the button at
// once; the menu's code (antd's Dropdown and Menu, with the positioning library: ≈ 50 KiB) once
// the page has settled, or as the pointer or focus comes near. A click before it has come opens
// the menu as soon as it comes, the focus kept on the button. `trigger` is the button (an antd
// Button, which takes a ref).
export function LazyDropdown({ items, trigger }: { items: LazyMenuItem[]; trigger: ReactElement<TriggerProps> }) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const prefetch = () => void loadMenu().catch(() => undefined);
  const button = cloneElement(trigger, {
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: (event) => {
      setFocused(document.activeElement === event.currentTarget);
      setWanted(true);
      setOpen(true);
    },
  });
  if (!wanted) {
    return (
      <>
        {button}
        <PrefetchWhenSettled load={loadMenu} />
      </>
    );
  }
  return (
    <Suspense fallback={button}>
      <DropdownMenu items={items} trigger={trigger} open={open} onOpenChange={setOpen} focusTrigger={focused} />
    </Suspense>
  );
}
