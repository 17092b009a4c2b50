import { useTranslation } from 'react-i18next';
import styles from './sign-in-work.module.css';

// The progress of sign-in's proof of work (use-sign-in-work.tsx), under the form's button. Its
// texts load with the solver (lib/proof-of-work.ts); until they are there it shows nothing.
export default function SignInWorkHint({ percent, note }: { percent: number; note: 'password' | 'sms' | undefined }) {
  const { t, i18n } = useTranslation();
  if (!i18n.exists('sign-in-work.checking')) return null;
  return (
    <div className={styles.hint} role="status">
      <p className={styles.line}>{t('sign-in-work.checking')}</p>
      <progress className={styles.bar} max={100} value={percent} aria-label={t('sign-in-work.progress')} />
      <p className={styles.line}>{t('sign-in-work.why')}</p>
      {note ? <p className={styles.line}>{t(`sign-in-work.${note}Note`)}</p> : null}
    </div>
  );
}
