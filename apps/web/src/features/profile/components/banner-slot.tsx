import { BANNER_IMAGE } from '@portal/contracts/constants';
import type { BannerItem } from '@portal/contracts/notices';
import { Link } from 'react-router';
import styles from './banner-carousel.module.css';

// The first banner as a plain image, in the room the carousel takes. The page draws it
// before the carousel's code arrives (the image is then the page's largest paint, so it must
// not wait for that code); the carousel then draws the same image in the same box.
export function BannerImage({ banner, eager, focusable = true }: { banner: BannerItem; eager: boolean; focusable?: boolean }) {
  return (
    <Link to={`/jiedao/jd-bannerdetail?id=${banner.id}`} tabIndex={focusable ? 0 : -1}>
      <img
        className={styles.image}
        src={banner.imageUrl}
        alt={banner.title}
        width={BANNER_IMAGE.width}
        height={BANNER_IMAGE.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </Link>
  );
}

// While banners load: an empty box of the carousel's size; then the first banner; nothing when
// there are none (or they failed: a carousel is not worth an error).
export function BannerSlot({ banners }: { banners: BannerItem[] | undefined | 'pending' }) {
  if (banners === 'pending') return <div className={styles.slot} aria-hidden />;
  const first = banners?.[0];
  if (!first) return null;
  return (
    <div className={styles.frame}>
      <BannerImage banner={first} eager />
    </div>
  );
}
