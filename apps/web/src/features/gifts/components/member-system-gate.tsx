import { Card, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/current-user';

// Points and gifts show only when the member system is on for the member (the switch, and an
// area code not excluded); the server refuses a redemption otherwise too.
export function MemberSystemGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: profile, isPending } = useCurrentUser();
  if (isPending) {
    return (
      <Card>
        <Spin />
      </Card>
    );
  }
  if (!profile?.showMemberSystem) {
    return (
      <Card>
        <Result status="info" title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('gifts.off.title')}</h1>} subTitle={t('gifts.off.text')} />
      </Card>
    );
  }
  return <>{children}</>;
}
