import { Alert, Descriptions, Image, Space, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import type { NoteType } from '../../../lib/verification-status';
import { StoredFile } from './stored-file';

interface VerificationSummaryProps {
  items: DescriptionsProps['items'];
  images: { label: string; urls: string[] }[];
  rejectReason: string | null;
  submitTime: string | null;
  reviewTime: string | null;
  // A short line on what happens next, by status.
  note: string;
  noteType: NoteType;
}

// What the member submitted, as it is on file: shown while under review, once verified, and
// above the form after a rejection.
export function VerificationSummary({ items, images, rejectReason, submitTime, reviewTime, note, noteType }: VerificationSummaryProps) {
  const { t } = useTranslation();
  const times: DescriptionsProps['items'] = [
    ...(submitTime ? [{ key: 'submitTime', label: t('kyc.submitTime'), children: formatDateTime(submitTime) }] : []),
    ...(reviewTime ? [{ key: 'reviewTime', label: t('kyc.reviewTime'), children: formatDateTime(reviewTime) }] : []),
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert type={noteType} showIcon title={note} description={rejectReason ? t('kyc.rejectReason', { reason: rejectReason }) : undefined} />
      <Descriptions items={[...(items ?? []), ...times]} column={{ xs: 1, md: 2 }} bordered size="small" />
      <Image.PreviewGroup>
        <Space wrap size={16}>
          {images.flatMap(({ label, urls }) =>
            urls.map((url, index) => (
              <figure key={url} style={{ margin: 0 }}>
                <StoredFile url={url} label={urls.length > 1 ? `${label} ${index + 1}` : label} />
                <figcaption style={{ textAlign: 'center', fontSize: 12 }}>{label}</figcaption>
              </figure>
            )),
          )}
        </Space>
      </Image.PreviewGroup>
    </Space>
  );
}
