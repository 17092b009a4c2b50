import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import styles from './points.module.css';

// The member's own code, with the two links that carry it: the invitation to register (the
// inviter earns when the invited member signs in) and the share link (the owner earns when a
// signed-in member opens it, once a day per visitor). Each with a button to copy it.
export function InviteCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const rows = [
    ['code', t('points.invite.code'), code, styles.code],
    ['invite', t('points.invite.link'), `${origin}/registered?invite=${encodeURIComponent(code)}`, styles.link],
    ['share', t('points.invite.share'), `${origin}/jiedao/jd-integral?share=${encodeURIComponent(code)}`, styles.link],
  ] as const;
  return (
    <dl className={styles.invite}>
      {rows.map(([key, label, value, className]) => (
        <div key={key} className={styles.inviteRow}>
          <dt>{label}</dt>
          <dd>
            <span className={className}>{value}</span>
            <CopyButton text={value} label={t('points.invite.copyOf', { what: label })} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
