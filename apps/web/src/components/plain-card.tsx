import { ConfigProvider } from 'antd';
import { useId, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import styles from './plain-card.module.css';

interface PlainCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'className' | 'children'> {
  // The card's head. With `level` it is the page's h1 (1) or a section's h2 (2), and the card
  // a region named by it; without, a plain title as antd's Card draws it (not a heading).
  title?: ReactNode;
  level?: 1 | 2;
  // Beside the title, on its right (a link back, a count).
  extra?: ReactNode;
  // antd Card's `size`: small paddings (also under a ConfigProvider of small components).
  size?: 'small';
  bodyStyle?: CSSProperties;
  className?: string;
  // A secondary line above the content (a form's introduction).
  intro?: ReactNode;
  children?: ReactNode;
}

// A card drawn as antd's Card looks (its border, radius, head and paddings), without its code:
// antd's Card brings Tabs, Skeleton and a menu (`page-libs`, about 20-40 KiB on a page's first
// load). Detail pages, points and gifts draw with it (docs/web.md, "A detail page" and "Every
// page within the budget"); a list page has ListCard.
export function PlainCard({ title, level, extra, size, bodyStyle, className, intro, children, ...rest }: PlainCardProps) {
  const config = ConfigProvider.useConfig();
  const titleId = useId();
  const small = size === 'small' || config.componentSize === 'small';
  const Heading = level === 1 ? 'h1' : level === 2 ? 'h2' : 'div';
  return (
    <section
      {...rest}
      className={`${styles.card} ${small ? styles.small : ''} ${className ?? ''}`}
      aria-labelledby={title !== undefined && level ? titleId : undefined}
    >
      {title === undefined ? null : (
        <div className={styles.head}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {extra ? <div className={styles.extra}>{extra}</div> : null}
        </div>
      )}
      <div className={styles.body} style={bodyStyle}>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

// antd's Tag as plain elements, in a tone's colour on a light ground (≥ 4.5:1).
export type PillTone = 'neutral' | 'gold' | 'blue' | 'green' | 'orange' | 'red';

export function Pill({ tone, children }: { tone: PillTone; children: ReactNode }) {
  return <span className={`${styles.pill} ${styles[tone]}`}>{children}</span>;
}
