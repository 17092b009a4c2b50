import { useQueryClient } from '@tanstack/react-query';
import { Alert, Descriptions, Space, type DescriptionsProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { cachedFileUrl } from '../../../lib/use-file-url';
import type { NoteType } from '../../../lib/verification-status';
import { StoredFile } from './stored-file';

// antd's preview (with the form libraries its Image sits in) loads when an image is clicked.
const ImagePreview = lazy(() => import('./image-preview').then((module) => ({ default: module.ImagePreview })));

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
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<{ images: string[]; start: number } | null>(null);
  const times: DescriptionsProps['items'] = [
    ...(submitTime ? [{ key: 'submitTime', label: t('kyc.submitTime'), children: formatDateTime(submitTime) }] : []),
    ...(reviewTime ? [{ key: 'reviewTime', label: t('kyc.reviewTime'), children: formatDateTime(reviewTime) }] : []),
  ];
  // One preview group over every image shown (a PDF certificate is not one), in page order.
  const openPreview = (objectUrl: string) => {
    const shown = images
      .flatMap(({ urls }) => urls.map((url) => cachedFileUrl(queryClient, url)))
      .flatMap((file) => (file?.contentType.startsWith('image/') ? [file.objectUrl] : []));
    setPreview({ images: shown, start: Math.max(0, shown.indexOf(objectUrl)) });
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert type={noteType} showIcon title={note} description={rejectReason ? t('kyc.rejectReason', { reason: rejectReason }) : undefined} />
      <Descriptions items={[...(items ?? []), ...times]} column={{ xs: 1, md: 2 }} bordered size="small" />
      <Space wrap size={16}>
        {images.flatMap(({ label, urls }) =>
          urls.map((url, index) => (
            <figure key={url} style={{ margin: 0 }}>
              <StoredFile url={url} label={urls.length > 1 ? `${label} ${index + 1}` : label} onPreview={openPreview} />
              <figcaption style={{ textAlign: 'center', fontSize: 12 }}>{label}</figcaption>
            </figure>
          )),
        )}
      </Space>
      {preview ? (
        <Suspense fallback={null}>
          <ImagePreview images={preview.images} start={preview.start} onClose={() => setPreview(null)} />
        </Suspense>
      ) : null}
    </Space>
  );
}
