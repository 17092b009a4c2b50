import { BANNER_IMAGE } from '@portal/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { useBanner } from '../api';
import { TextPage } from '../components/text-page';

// /jiedao/jd-bannerdetail?id=: what a banner of the personal centre's carousel opens.
export function BannerDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const banner = useBanner(id, locale);
  const missing = id === undefined || (banner.error instanceof ApiError && banner.error.is('BANNER_NOT_FOUND'));
  return (
    <TextPage
      back={{ to: '/jiedao/jd-profile', label: t('notices.backToProfile') }}
      state={{ missing, missingText: t('notices.bannerNotFound'), failed: banner.isError, onRetry: () => void banner.refetch(), retrying: banner.isFetching }}
      data={banner.data && { title: banner.data.title, time: banner.data.updateTime, timeLabel: t('notices.updated'), content: banner.data.content }}
      media={
        banner.data ? (
          <img
            src={banner.data.imageUrl}
            alt=""
            width={BANNER_IMAGE.width}
            height={BANNER_IMAGE.height}
            style={{ width: '100%', height: 'auto', aspectRatio: `${BANNER_IMAGE.width} / ${BANNER_IMAGE.height}`, borderRadius: 8, objectFit: 'cover' }}
          />
        ) : null
      }
    />
  );
}
