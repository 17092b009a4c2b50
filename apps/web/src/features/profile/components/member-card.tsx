import type { MemberProfile } from '@portal/contracts/auth';
import { Avatar, Card, Descriptions, Tag, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { companyStatus, realNameStatus } from './verification-status';

export function MemberCard({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const [realNameLabel, realNameColour] = realNameStatus(profile.realNameStatus);
  const [companyLabel, companyColour] = companyStatus(profile.enterpriseStatus);
  const initial = (profile.nickname || profile.mobile).trim().charAt(0).toUpperCase();

  const items: DescriptionsProps['items'] = [
    { key: 'mobile', label: t('profile.card.mobile'), children: `+${profile.areaCode} ${profile.mobile}` },
    { key: 'email', label: t('profile.card.email'), children: profile.email || t('common.notSet') },
    {
      key: 'referralCode',
      label: t('profile.card.referralCode'),
      children: <Typography.Text copyable>{profile.referralCode}</Typography.Text>,
    },
    ...(profile.showMemberSystem && profile.levelName
      ? [{ key: 'level', label: t('profile.card.level'), children: profile.levelName }]
      : []),
    {
      key: 'realName',
      label: t('profile.card.realName'),
      children: <Tag color={realNameColour}>{t(`profile.realNameStatus.${realNameLabel}`)}</Tag>,
    },
    {
      key: 'company',
      label: t('profile.card.company'),
      children: <Tag color={companyColour}>{t(`profile.companyStatus.${companyLabel}`)}</Tag>,
    },
    { key: 'registeredAt', label: t('profile.card.registeredAt'), children: formatDateTime(profile.createTime) },
  ];

  return (
    <Card>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24, flexWrap: 'wrap' }}>
        <Avatar size={64} src={profile.avatar || undefined} alt={profile.nickname}>
          {initial}
        </Avatar>
        <div>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {t('profile.welcome', { name: profile.nickname || profile.mobile })}
          </Typography.Title>
          {profile.showMemberSystem && profile.levelName ? <Tag color="gold">{profile.levelName}</Tag> : null}
        </div>
      </div>
      <Descriptions title={t('profile.card.title')} items={items} column={{ xs: 1, sm: 1, md: 2 }} />
    </Card>
  );
}
