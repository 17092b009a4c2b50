import { Button, Card, List, Result, Skeleton, Space, Tag } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user';
import { useControlPassword } from '../api/account-api';
import { CompanyInfoCard } from '../components/company-info-card';
import { NotificationSettingsCard } from '../components/notification-settings-card';
import { ProfileSection } from '../components/profile-section';

// Each dialog (its form, code input and rules) loads when opened.
const PasswordModal = lazy(() => import('../components/password-modal').then((module) => ({ default: module.PasswordModal })));
const MobileModal = lazy(() => import('../components/mobile-modal').then((module) => ({ default: module.MobileModal })));
const EmailModal = lazy(() => import('../components/email-modal').then((module) => ({ default: module.EmailModal })));
const ControlPasswordModal = lazy(() => import('../components/control-password-modal').then((module) => ({ default: module.ControlPasswordModal })));

const DIALOGS = ['password', 'mobile', 'email', 'control'] as const;
type Dialog = (typeof DIALOGS)[number] | null;

// `?dialog=password` opens that dialog (the weak-password notice links there).
function dialogOf(value: string | null): Dialog {
  return DIALOGS.find((name) => name === value) ?? null;
}

// '138****8000': enough for the member to recognise the number a code goes to.
function maskMobile(mobile: string): string {
  return mobile.length > 6 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}

// /jiedao/jd-setting: profile, sign-in and security settings, notification channels, company
// information.
export function SettingsPage() {
  const { t } = useTranslation();
  const { data: profile, isPending, refetch } = useCurrentUser();
  const control = useControlPassword(profile?.id);
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(() => dialogOf(params.get('dialog')));
  const close = () => {
    setDialog(null);
    if (params.has('dialog')) setParams({}, { replace: true });
  };

  if (isPending) return <Card aria-busy><Skeleton avatar active paragraph={{ rows: 6 }} /></Card>;
  if (!profile) {
    return <Result status="error" title={t('common.loadFailed')} extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />;
  }

  const masked = `+${profile.areaCode} ${maskMobile(profile.mobile)}`;
  const item = (key: Exclude<Dialog, null>, title: string, description: ReactNode, action: string) => ({ key, title, description, action });
  const items = [
    item('password', t('account.password.label'), t('account.password.hint'), t('account.change')),
    item('mobile', t('account.mobile.label'), masked, t('account.change')),
    item('email', t('account.email.label'), profile.email ?? <Tag>{t('common.notSet')}</Tag>, t(profile.email ? 'account.change' : 'account.email.bindAction')),
    item(
      'control',
      t('account.control.label'),
      control.isPending ? <Skeleton.Input size="small" active /> : <Tag color={control.data?.set ? 'success' : 'default'}>{t(control.data?.set ? 'account.control.isSet' : 'account.control.notSet')}</Tag>,
      t(control.data?.set ? 'account.control.resetAction' : 'account.control.setAction'),
    ),
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('account.profile.title')}>
        <ProfileSection profile={profile} />
      </Card>
      <Card title={t('account.security.title')}>
        <List
          itemLayout="horizontal"
          dataSource={items}
          renderItem={(entry) => (
            <List.Item
              actions={[
                <Button key="go" type="link" onClick={() => setDialog(entry.key)} aria-label={`${entry.action}: ${entry.title}`}>
                  {entry.action}
                </Button>,
              ]}
            >
              <List.Item.Meta title={entry.title} description={entry.description} />
            </List.Item>
          )}
        />
      </Card>
      <NotificationSettingsCard />
      <CompanyInfoCard />
      <Suspense fallback={null}>
        {dialog === 'password' ? <PasswordModal onClose={close} maskedMobile={masked} /> : null}
        {dialog === 'mobile' ? <MobileModal onClose={close} maskedMobile={masked} areaCode={profile.areaCode} /> : null}
        {dialog === 'email' ? <EmailModal onClose={close} current={profile.email} /> : null}
        {dialog === 'control' ? <ControlPasswordModal onClose={close} maskedMobile={masked} memberId={profile.id} isSet={Boolean(control.data?.set)} /> : null}
      </Suspense>
    </Space>
  );
}
