import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { theme } from 'antd';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { HOME_PAGE } from '../routes/member-routes';
import { handleOf } from '../../route-handle';
import styles from './tags-view.module.css';
import { addView, removeView, useVisitedViews } from './visited-views';

// Scrolls the strip (not the page) so the current page's tag is in view. Its place is read from
// an intersection observer, which the browser answers with its own layout: reading it at once
// forced a layout of the whole page inside the first render's task (≈ 170 ms of main thread at
// Lighthouse's 4× slowdown, in a profile of the customers list).
function revealActive(strip: HTMLElement | null): () => void {
  const tag = strip?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
  if (!strip || !tag) return () => undefined;
  const observer = new IntersectionObserver(
    ([entry]) => {
      observer.disconnect();
      const box = entry?.rootBounds;
      if (!entry || !box || entry.intersectionRatio >= 1) return;
      const at = entry.boundingClientRect;
      strip.scrollLeft += at.left - box.left - (box.width - at.width) / 2;
    },
    { root: strip, threshold: 1 },
  );
  observer.observe(tag);
  return () => observer.disconnect();
}

// A strip of the pages visited in this tab; the personal center is always there, first.
export function TagsView() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  // Only pages get a tag, not the routes that merely redirect (e.g. /jiedao).
  const leaf = useMatches().at(-1);
  const title = leaf ? handleOf(leaf).title : undefined;
  const visited = useVisitedViews();
  const strip = useRef<HTMLElement>(null);
  const views = [
    visited.find((view) => view.path === HOME_PAGE) ?? { path: HOME_PAGE, title: 'profile' as const },
    ...visited.filter((view) => view.path !== HOME_PAGE),
  ];

  useEffect(() => {
    if (title) addView({ path: pathname, title });
  }, [pathname, title]);

  // After the tag list has the current page (addView re-renders the strip).
  const hasActive = views.some((view) => view.path === pathname);
  useEffect(() => (hasActive ? revealActive(strip.current) : undefined), [pathname, hasActive]);

  const close = (path: string) => {
    const rest = removeView(path);
    if (path === pathname) void navigate(rest.at(-1)?.path ?? HOME_PAGE);
  };

  // Fresh data and a fresh render of the current page.
  const refresh = () => {
    void queryClient.invalidateQueries();
    void navigate(`/redirect${pathname}${search}`, { replace: true });
  };

  return (
    <nav
      ref={strip}
      aria-label={t('layout.tags.label')}
      className={styles.tags}
      style={{ '--tag-colour': token.colorPrimary } as CSSProperties}
    >
      <ul className={styles.list}>
        {views.map((view) => {
          const active = view.path === pathname;
          const label = t(`routes.${view.title}`);
          return (
            <li key={view.path} className={`${styles.tag} ${active ? styles.active : ''}`}>
              <Link to={view.path} aria-current={active ? 'page' : undefined}>
                {label}
              </Link>
              {active ? (
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('layout.tags.refresh', { title: label })}
                  onClick={refresh}
                >
                  <ReloadOutlined aria-hidden />
                </button>
              ) : null}
              {view.path === HOME_PAGE ? null : (
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('layout.tags.close', { title: label })}
                  onClick={() => close(view.path)}
                >
                  <CloseOutlined aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
