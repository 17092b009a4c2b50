import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import styles from './banner-carousel.module.css';
import { bannersQuery } from '../api';
import { BannerImage, BannerSlot } from './banner-slot';

// The personal centre's banners: a row of slides the member swipes (phone) or steps through with
// the arrows, each opening its detail page. Loaded after the page's first paint
// (profile-page.tsx), which has already asked for the banners and drawn the first one
// (banner-slot.tsx); images are sized (no layout shift) and, after the first, lazy. No
// automatic rotation: nothing moves while the member reads.
export function BannerCarousel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const banners = useQuery(bannersQuery(locale));
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);

  if (banners.isPending) return <BannerSlot banners="pending" />;
  const list = banners.data ?? [];
  if (list.length === 0) return null;

  const go = (next: number) => {
    const target = (next + list.length) % list.length;
    const element = track.current;
    if (element) element.scrollTo({ left: target * element.clientWidth });
    setIndex(target);
  };

  return (
    <section className={styles.frame} aria-roledescription="carousel" aria-label={t('profile.banners.label')}>
      <ul
        className={styles.track}
        ref={track}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0) setIndex(Math.round(element.scrollLeft / element.clientWidth));
        }}
      >
        {list.map((banner, position) => (
          <li key={banner.id} className={styles.slide} aria-roledescription="slide" aria-label={t('profile.banners.slide', { n: position + 1, count: list.length })}>
            <BannerImage banner={banner} eager={position === 0} focusable={position === index} />
          </li>
        ))}
      </ul>
      {list.length > 1 ? (
        <>
          <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => go(index - 1)} aria-label={t('profile.banners.previous')}>
            <LeftOutlined aria-hidden />
          </button>
          <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => go(index + 1)} aria-label={t('profile.banners.next')}>
            <RightOutlined aria-hidden />
          </button>
        </>
      ) : null}
    </section>
  );
}
