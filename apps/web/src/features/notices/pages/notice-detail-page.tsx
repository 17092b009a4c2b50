import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { useNotice } from '../api';
import { TextPage } from '../components/text-page';

// /jiedao/jd-noticedetail?id=: one published notice.
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const notice = useNotice(id, locale);
  const missing = id === undefined || (notice.error instanceof ApiError && notice.error.is('NOTICE_NOT_FOUND'));
  return (
    <TextPage
      back={{ to: '/jiedao/jd-notice', label: t('notices.back') }}
      state={{ missing, missingText: t('notices.notFound'), failed: notice.isError, onRetry: () => void notice.refetch(), retrying: notice.isFetching }}
      data={notice.data && { title: notice.data.title, time: notice.data.publishTime, timeLabel: t('notices.published'), content: notice.data.content }}
    />
  );
}
