import { ENTERPRISE_STATUS, REAL_NAME_STATUS } from '@portal/contracts/statuses';
import { Divider, Skeleton, Tag } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LazyLoadError } from '../../../components/lazy-load-error';
import { TableLoading } from '../../../components/list-card';
import { PlainCard } from '../../../components/plain-card';
import { Tabs } from '../../../components/tabs';
import { companyStatus, realNameStatus } from '../../../lib/verification-status';
import { useEnterpriseInfo, useRealNameInfo } from '../api/kyc-api';
import { VerificationSummary } from '../components/verification-summary';

// The forms (antd's Form, Select and Upload, and zod) load when one is shown: a verified member,
// or one under review, sees the summary only.
const RealNameForm = lazy(() => import('../components/real-name-form').then((module) => ({ default: module.RealNameForm })));
const EnterpriseForm = lazy(() => import('../components/enterprise-form').then((module) => ({ default: module.EnterpriseForm })));

function FormSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<TableLoading />}>{children}</Suspense>;
}

function RealNameTab() {
  const { t } = useTranslation();
  const { data, isPending, isError, isFetching, refetch } = useRealNameInfo();
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError) return <LazyLoadError onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.status === null) return (
      <FormSlot>
        <RealNameForm previous={undefined} />
      </FormSlot>
    );

  const view = realNameStatus(data.status);
  const rejected = data.status === REAL_NAME_STATUS.rejected;
  const summary = (
    <VerificationSummary
      note={t(`kyc.realName.note.${view.label}`)}
      noteType={view.note}
      rejectReason={data.rejectReason}
      submitTime={data.submitTime}
      reviewTime={data.reviewTime}
      items={[
        { key: 'name', label: t('kyc.realName.name'), children: data.name },
        { key: 'cardType', label: t('kyc.realName.cardType'), children: data.cardType ? t(`kyc.cardTypes.${data.cardType}`) : null },
        { key: 'cardNumber', label: t('kyc.realName.cardNumber'), children: data.cardNumber },
      ]}
      images={[
        { label: t('kyc.realName.front'), urls: data.img1 ? [data.img1] : [] },
        { label: t('kyc.realName.back'), urls: data.img2 ? [data.img2] : [] },
        { label: t('kyc.realName.extra'), urls: data.extraImgs },
      ]}
    />
  );
  if (!rejected) return summary;
  return (
    <>
      {summary}
      <Divider>{t('kyc.resubmit')}</Divider>
      <FormSlot>
        <RealNameForm previous={data} />
      </FormSlot>
    </>
  );
}

function EnterpriseTab() {
  const { t } = useTranslation();
  const { data, isPending, isError, isFetching, refetch } = useEnterpriseInfo();
  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError) return <LazyLoadError onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.status === null) return (
      <FormSlot>
        <EnterpriseForm previous={undefined} />
      </FormSlot>
    );

  const view = companyStatus(data.status);
  const rejected = data.status === ENTERPRISE_STATUS.rejected;
  const summary = (
    <VerificationSummary
      note={t(`kyc.enterprise.note.${view.label}`)}
      noteType={view.note}
      rejectReason={data.rejectReason}
      submitTime={data.submitTime}
      reviewTime={data.reviewTime}
      items={[
        { key: 'name', label: t('kyc.enterprise.name'), children: data.name },
        { key: 'legalPerson', label: t('kyc.enterprise.legalPerson'), children: data.legalPerson },
        { key: 'cardNumber', label: t('kyc.enterprise.cardNumber'), children: data.cardNumber },
      ]}
      images={[
        { label: t('kyc.enterprise.certificate'), urls: data.certificateImg ? [data.certificateImg] : [] },
        { label: t('kyc.enterprise.attachments'), urls: data.attachments },
      ]}
    />
  );
  if (!rejected) return summary;
  return (
    <>
      {summary}
      <Divider>{t('kyc.resubmit')}</Divider>
      <FormSlot>
        <EnterpriseForm previous={data} />
      </FormSlot>
    </>
  );
}

// /jiedao/jd-idcard: real-name verification (required before shipping) and company
// verification; `?tab=enterprise` opens the second.
export function KycPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: realName } = useRealNameInfo();
  const { data: enterprise } = useEnterpriseInfo();
  const tag = (label: string, colour: string) => <Tag color={colour} style={{ marginInlineStart: 8 }}>{label}</Tag>;
  const realView = realNameStatus(realName?.status ?? null);
  const companyView = companyStatus(enterprise?.status ?? null);

  // A plain card: antd's Card would bring its own tabs and menu (card-libs) for a frame.
  return (
    <PlainCard>
      <Tabs
        label={t('routes.idcard')}
        activeKey={params.get('tab') === 'enterprise' ? 'enterprise' : 'real-name'}
        onChange={(key) => setParams(key === 'enterprise' ? { tab: key } : {}, { replace: true })}
        items={[
          {
            key: 'real-name',
            label: <>{t('kyc.realName.title')}{realName ? tag(t(`profile.realNameStatus.${realView.label}`), realView.colour) : null}</>,
            children: <RealNameTab />,
          },
          {
            key: 'enterprise',
            label: <>{t('kyc.enterprise.title')}{enterprise ? tag(t(`profile.companyStatus.${companyView.label}`), companyView.colour) : null}</>,
            children: <EnterpriseTab />,
          },
        ]}
      />
    </PlainCard>
  );
}
