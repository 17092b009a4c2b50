import type { MemberProfile } from '@portal/contracts/auth';
import { CopyOutlined, SafetyCertificateOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { copyText } from '../../../lib/copy-text';
import { formatDateTime } from '../../../lib/format';
import { companyStatus, realNameStatus, type TagColour } from '../../../lib/verification-status';
import styles from './member-card.module.css';

function Tag({ colour, children }: { colour: TagColour | 'gold'; children: ReactNode }) {
  return <span className={`${styles.tag} ${colour === 'default' ? '' : styles[colour]}`}>{children}</span>;
}

// The personal centre's card: the member, two shortcuts and the account's details. Plain
// elements drawn as antd's Card, Descriptions and Tag: those bring antd's tabs, tooltips and
// their positioning library onto the page's first paint (docs/web.md, "The member shell on a
// phone").
export function MemberCard({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const realName = realNameStatus(profile.realNameStatus);
  const company = companyStatus(profile.enterpriseStatus);
  const titleId = useId();

  const items: { key: string; label: string; value: ReactNode }[] = [
    { key: 'mobile', label: t('profile.card.mobile'), value: `+${profile.areaCode} ${profile.mobile}` },
    { key: 'email', label: t('profile.card.email'), value: profile.email || t('common.notSet') },
    {
      key: 'referralCode',
      label: t('profile.card.referralCode'),
      value: (
        <>
          {profile.referralCode}
          <Button type="text" size="small" icon={<CopyOutlined aria-hidden />} aria-label={t('profile.card.copyReferralCode')} onClick={() => void copyText(profile.referralCode)} />
        </>
      ),
    },
    ...(profile.showMemberSystem && profile.levelName ? [{ key: 'level', label: t('profile.card.level'), value: profile.levelName }] : []),
    {
      key: 'realName',
      label: t('profile.card.realName'),
      value: (
        <Link to="/jiedao/jd-idcard">
          <Tag colour={realName.colour}>{t(`profile.realNameStatus.${realName.label}`)}</Tag>
        </Link>
      ),
    },
    {
      key: 'company',
      label: t('profile.card.company'),
      value: (
        <Link to="/jiedao/jd-idcard?tab=enterprise">
          <Tag colour={company.colour}>{t(`profile.companyStatus.${company.label}`)}</Tag>
        </Link>
      ),
    },
    { key: 'registeredAt', label: t('profile.card.registeredAt'), value: formatDateTime(profile.createTime) },
  ];

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <MemberAvatar size={64} profile={profile} />
        <div className={styles.who}>
          <h2 id={titleId} className={styles.welcome}>
            {t('profile.welcome', { name: profile.nickname || profile.mobile })}
          </h2>
          {profile.showMemberSystem && profile.levelName ? <Tag colour="gold">{profile.levelName}</Tag> : null}
        </div>
        <div className={styles.shortcuts}>
          <Button icon={<SettingOutlined aria-hidden />} onClick={() => void navigate('/jiedao/jd-setting')}>
            {t('profile.shortcuts.settings')}
          </Button>
          <Button icon={<SafetyCertificateOutlined aria-hidden />} onClick={() => void navigate('/jiedao/jd-idcard')}>
            {t('profile.shortcuts.verify')}
          </Button>
        </div>
      </div>
      <h3 className={styles.title}>{t('profile.card.title')}</h3>
      <dl className={styles.items}>
        {items.map((item) => (
          <div key={item.key} className={styles.item}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

// The card's room while the member's data loads.
export function MemberCardLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.card} role="status" aria-busy aria-label={t('common.loading')}>
      <div className={styles.skeleton}>
        <span className={styles.round} />
        <div className={styles.bars}>
          {[0, 1, 2, 3, 4, 5].map((bar) => (
            <span key={bar} className={styles.bar} />
          ))}
        </div>
      </div>
    </div>
  );
}
