import { Link, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { KeyboardHelp } from '../keyboard-help';
import { useStaffTitle } from '../staff-title';
import { DictionariesArea } from './dictionaries-area';
import { MemberSystemArea } from './member-system-area';
import styles from './reference.module.css';
import { useReferenceText } from './reference-texts';
import { TextsArea } from './texts-area';

// The administrators' reference-data desk (docs/staff-console.md, "Reference data"):
// dictionaries (types, then a type's entries, `?type=` in the URL), need-to-know texts and the
// member-system switch, each part at its own URL under /admin/dictionaries.

const AREAS = [
  { path: '', key: 'dictionaries' },
  { path: 'texts', key: 'texts' },
  { path: 'member-system', key: 'memberSystem' },
] as const;

// Relative to /admin/dictionaries. Route objects, not <Routes> (money-desk-page.tsx says why).
const areaRoutes: RouteObject[] = [
  { index: true, element: <DictionariesArea /> },
  { path: 'texts', element: <TextsArea /> },
  { path: 'member-system', element: <MemberSystemArea /> },
  { path: '*', element: <Navigate to="/admin/dictionaries" replace /> },
];

export function ReferenceDesk() {
  const tr = useReferenceText();
  const { pathname } = useLocation();
  const area = useRoutes(areaRoutes);
  useStaffTitle('reference');
  return (
    <section aria-labelledby="reference-desk-title" className={styles.desk}>
      <div className={styles.head}>
        <h1 id="reference-desk-title" className={styles.title}>
          {tr('title')}
        </h1>
        <nav aria-label={tr('areasLabel')} className={styles.areas}>
          {AREAS.map(({ path, key }) => {
            const to = path ? `/admin/dictionaries/${path}` : '/admin/dictionaries';
            const active = pathname.replace(/\/$/, '') === to;
            return (
              <Link key={key} to={to} aria-current={active ? 'page' : undefined} className={active ? `${styles.area} ${styles.active}` : styles.area}>
                {tr(`areas.${key}`)}
              </Link>
            );
          })}
        </nav>
        <KeyboardHelp
          entries={[
            ['/', tr('keys.focus')],
            ['n', tr('keys.new')],
            ['Esc', tr('keys.escape')],
          ]}
        />
      </div>
      {area}
    </section>
  );
}
