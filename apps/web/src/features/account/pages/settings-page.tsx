import { Button, Skeleton, Space, Tag } from 'antd';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SettledPart } from '../../../components/after-paint';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { PlainCard } from '../../../components/plain-card';
import { useCurrentUser } from '../../../lib/current-user';
import { useControlPassword } from '../api/account-api';
import { ProfileSection } from '../components/profile-section';
import styles from './settings-page.module.css';

// Each dialog (its form, code input and rules) loads when opened.
const PasswordModal = lazy(() => import('../components/password-modal').then((module) => ({ default: module.PasswordModal })));
const MobileModal = lazy(() => import('../components/mobile-modal').then((module) => ({ default: module.MobileModal })));
const EmailModal = lazy(() => import('../components/email-modal').then((module) => ({ default: module.EmailModal })));
const ControlPasswordModal = lazy(() => import('../components/control-password-modal').then((module) => ({ default: module.ControlPasswordModal })));

// The notification channels (antd's Table and Checkbox) and the company form (antd's Form and
// Select) sit below the profile and security cards, out of a phone's first screen: they are
// drawn once the page has settled, their stand-ins keeping their place until then
// (docs/decisions.md, "The settings and verification pages on a phone").
let lowerCardsLoaded = false;
const lowerCardsListeners = new Set<() => void>();
const loadLowerCards = () =>
  Promise.all([import('../components/notification-settings-card'), import('../components/company-info-card')]).then((modules) => {
    lowerCardsLoaded = true;
    for (const listener of lowerCardsListeners) listener();
    return modules;
  });
const subscribeLowerCards = (listener: () => void) => {
  lowerCardsListeners.add(listener);
  return () => void lowerCardsListeners.delete(listener);
};
const NotificationSettingsCard = lazy(() => loadLowerCards().then(([module]) => ({ default: module.NotificationSettingsCard })));
const CompanyInfoCard = lazy(() => loadLowerCards().then(([, module]) => ({ default: module.CompanyInfoCard })));

function LowerCards() {
  const { t } = useTranslation();
  const drawn = useSyncExternalStore(subscribeLowerCards, () => lowerCardsLoaded);
  const standIns = (
    <>
      <PlainCard title={t('account.notifications.title')} aria-busy>
        <Skeleton active paragraph={{ rows: 3 }} />
      </PlainCard>
      <PlainCard title={t('account.company.title')} aria-busy>
        <Skeleton active />
      </PlainCard>
    </>
  );
  return (
    <div className={styles.stack}>
      <SettledPart drawn={drawn} load={loadLowerCards} standIn={standIns}>
        <NotificationSettingsCard />
        <CompanyInfoCard />
      </SettledPart>
    </div>
  );
}

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
  const { data: profile, isPending, isFetching, refetch } = useCurrentUser();
  const control = useControlPassword(profile?.id);
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(() => dialogOf(params.get('dialog')));
  const close = () => {
    setDialog(null);
    if (params.has('dialog')) setParams({}, { replace: true });
  };

  if (isPending) return <PlainCard aria-busy><Skeleton avatar active paragraph={{ rows: 6 }} /></PlainCard>;
  if (!profile) return <LazyLoadError onRetry={() => void refetch()} retrying={isFetching} />;

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
      <PlainCard title={t('account.profile.title')}>
        <ProfileSection profile={profile} />
      </PlainCard>
      {/* antd's List as plain elements: its code sits with the table's (table-libs, 66 KiB). */}
      <PlainCard title={t('account.security.title')}>
        <ul className={styles.list}>
          {items.map((entry) => (
            <li key={entry.key} className={styles.item}>
              <div className={styles.meta}>
                <div className={styles.title}>{entry.title}</div>
                <div className={styles.description}>{entry.description}</div>
              </div>
              <Button type="link" onClick={() => setDialog(entry.key)} aria-label={`${entry.action}: ${entry.title}`}>
                {entry.action}
              </Button>
            </li>
          ))}
        </ul>
      </PlainCard>
      <LowerCards />
      <Suspense fallback={null}>
        {dialog === 'password' ? <PasswordModal onClose={close} maskedMobile={masked} /> : null}
        {dialog === 'mobile' ? <MobileModal onClose={close} maskedMobile={masked} areaCode={profile.areaCode} /> : null}
        {dialog === 'email' ? <EmailModal onClose={close} current={profile.email} /> : null}
        {dialog === 'control' ? <ControlPasswordModal onClose={close} maskedMobile={masked} memberId={profile.id} isSet={Boolean(control.data?.set)} /> : null}
      </Suspense>
    </Space>
  );
}
