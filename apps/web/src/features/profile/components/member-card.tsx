import type { MemberProfile } from '@portal/contracts/auth';
import { SafetyCertificateOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Tag, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { formatDateTime } from '../../../lib/format';
import { companyStatus, realNameStatus } from '../../../lib/verification-status';

export function MemberCard({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const realName = realNameStatus(profile.realNameStatus);
  const company = companyStatus(profile.enterpriseStatus);

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
      children: (
        <Link to="/jiedao/jd-idcard">
          <Tag color={realName.colour}>{t(`profile.realNameStatus.${realName.label}`)}</Tag>
        </Link>
      ),
    },
    {
      key: 'company',
      label: t('profile.card.company'),
      children: (
        <Link to="/jiedao/jd-idcard?tab=enterprise">
          <Tag color={company.colour}>{t(`profile.companyStatus.${company.label}`)}</Tag>
        </Link>
      ),
    },
    { key: 'registeredAt', label: t('profile.card.registeredAt'), children: formatDateTime(profile.createTime) },
  ];

  return (
    <Card>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 24, flexWrap: 'wrap' }}>
        <MemberAvatar size={64} profile={profile} />
        <div style={{ flex: 1 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {t('profile.welcome', { name: profile.nickname || profile.mobile })}
          </Typography.Title>
          {profile.showMemberSystem && profile.levelName ? <Tag color="gold">{profile.levelName}</Tag> : null}
        </div>
        <Space wrap>
          <Button icon={<SettingOutlined aria-hidden />} onClick={() => void navigate('/jiedao/jd-setting')}>
            {t('profile.shortcuts.settings')}
          </Button>
          <Button icon={<SafetyCertificateOutlined aria-hidden />} onClick={() => void navigate('/jiedao/jd-idcard')}>
            {t('profile.shortcuts.verify')}
          </Button>
        </Space>
      </div>
      <Descriptions title={t('profile.card.title')} items={items} column={{ xs: 1, sm: 1, md: 2 }} />
    </Card>
  );
}
