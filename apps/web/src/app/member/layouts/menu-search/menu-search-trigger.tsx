import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The panel, its matching and the pinyin of the page titles load on first open, never with
// the shell (bench/budgets.json).
const MenuSearchPanel = lazy(() => import('./menu-search-panel').then((m) => ({ default: m.MenuSearchPanel })));

function typingIn(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

// The navbar's page search: a button, Ctrl/Cmd+K anywhere, or "/" outside a text field.
export function MenuSearchTrigger({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const combo = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (combo || (event.key === '/' && !typingIn(event.target))) {
        event.preventDefault();
        setWanted(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button
        type="text"
        icon={<SearchOutlined aria-hidden />}
        aria-label={compact ? t('layout.menuSearch.open') : undefined}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        // Start loading the panel as soon as the pointer or focus comes near.
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {compact ? null : t('layout.menuSearch.open')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MenuSearchPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
