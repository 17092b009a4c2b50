import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './language-select';
import styles from './public-card.module.css';

interface PublicCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

// Frame of the public pages (sign-in, registration, service contact): product name, language
// switch, one card.
export function PublicCard({ title, subtitle, children, footer }: PublicCardProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div className={styles.page} style={{ '--auth-link': token.colorPrimary } as CSSProperties}>
      <header className={styles.topbar}>
        <span className={styles.brand}>{t('common.appTitle')}</span>
        <LanguageSelect />
      </header>
      <main className={styles.card} aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </main>
    </div>
  );
}
