import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './points.module.css';

// The member's own code, with the two links that carry it: the invitation to register (the
// inviter earns when the invited member signs in) and the share link (the owner earns when a
// signed-in member opens it, once a day per visitor).
export function InviteCard({ code }: { code: string }) {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const inviteLink = `${origin}/registered?invite=${encodeURIComponent(code)}`;
  const shareLink = `${origin}/jiedao/jd-integral?share=${encodeURIComponent(code)}`;
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        {
          key: 'code',
          label: t('points.invite.code'),
          children: (
            <Typography.Text copyable={{ tooltips: [t('points.invite.copy'), t('points.invite.copied')] }} className={styles.code}>
              {code}
            </Typography.Text>
          ),
        },
        {
          key: 'invite',
          label: t('points.invite.link'),
          children: (
            <Typography.Text copyable={{ tooltips: [t('points.invite.copy'), t('points.invite.copied')] }} className={styles.link}>
              {inviteLink}
            </Typography.Text>
          ),
        },
        {
          key: 'share',
          label: t('points.invite.share'),
          children: (
            <Typography.Text copyable={{ tooltips: [t('points.invite.copy'), t('points.invite.copied')] }} className={styles.link}>
              {shareLink}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}
