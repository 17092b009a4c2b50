import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTrack } from '../api/track-api';
import { TrackForm } from './track-form';
import { TrackResults } from './track-results';

// The lookup of /jd-transport and /jiedao/jd-logistics: the number lives in the URL (?no=), so
// the QR code of a printed document opens the page with its order looked up, and a lookup can
// be shared or reloaded.
export function TrackingLookup({ member }: { member: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const no = params.get('no')?.trim() || undefined;
  const lookup = useTrack(no);
  const onLookup = (value: string) => {
    if (value === no) void lookup.refetch();
    else setParams({ no: value });
  };
  return (
    <>
      <p>{t(member ? 'order-pages.tracking.introMember' : 'order-pages.tracking.intro')}</p>
      <TrackForm initial={no} member={member} looking={lookup.isFetching} onLookup={onLookup} />
      <TrackResults no={no} lookup={lookup} />
    </>
  );
}
