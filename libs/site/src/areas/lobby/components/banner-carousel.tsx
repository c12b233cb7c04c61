import type { Banner } from '@tessera/contract';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@tessera/ui';
import { Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { removeBootBanner } from '@tessera/site-shared/banners/boot-banner';
import { useAfterIdle } from '@tessera/site-shared/idle/after-idle';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { homeBannersQuery } from '../api/get-banners';
import { BannerSlide } from './banner-slide';
import type { BannerSlidesProps } from './carousels';
import { LazyBannerSlides } from './lazy-carousels';
import { SectionError } from './section-states';
import styles from './banner-carousel.module.css';

/**
 * The lobby's banner carousel (spec §1, §9): the merchant's `w_home` banners, a new one every
 * 5 s with a 1 s transition, looping with dots when there is more than one. No banners, no
 * carousel; the space is held while they load so the page below does not jump.
 */
export function BannerCarousel() {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const titleId = useId();
  const banners = useQuery(homeBannersQuery(client, i18n.language));
  const first = banners.status === 'success' ? banners.data[0] : undefined;
  // The page's early banner goes when this one has loaded (BannerSlide), or there is none to
  // load, or the lobby is left.
  const nothingToShow = banners.status === 'error' || (banners.status === 'success' && !first);
  useEffect(() => {
    if (nothingToShow) removeBootBanner();
  }, [nothingToShow]);
  useEffect(() => removeBootBanner, []);
  if (banners.status === 'success' && !first) return null;

  const title = t('lobby.bannersTitle');
  const ready = banners.status === 'success';
  // Loaded, the carousel is the region (named like the heading); until then this wrapper is.
  const Frame = ready ? 'div' : 'section';
  return (
    <Frame
      className={styles.banners}
      aria-labelledby={ready ? undefined : titleId}
      aria-busy={banners.status === 'pending' || undefined}
    >
      <h2 id={titleId} className="visually-hidden">
        {title}
      </h2>
      {banners.status === 'pending' && (
        // Most lobbies have several banners, so the dots' row is held too.
        <div className={styles.reserve}>
          <Skeleton shape="block" height="auto" className={styles.placeholder} />
        </div>
      )}
      {banners.status === 'error' && (
        <div className={styles.placeholder}>
          <SectionError
            message={t('lobby.bannersFailed')}
            error={banners.error}
            onRetry={() => void banners.refetch()}
          />
        </div>
      )}
      {banners.status === 'success' && first && (
        <DeferredBannerSlides first={first} banners={banners.data} label={title} />
      )}
    </Frame>
  );
}

/**
 * The first banner at once, where the carousel will put it; the carousel itself (Swiper, ~30 KB
 * gzip, and its set-up) after the page's first idle moment, out of the way of the first screen:
 * the next banner is not due for 5 s.
 */
function DeferredBannerSlides({ first, banners, label }: BannerSlidesProps & { first: Banner }) {
  const idle = useAfterIdle();
  const firstSlide = (
    <div className={banners.length > 1 ? styles.reserve : undefined}>
      <BannerSlide banner={first} index={0} count={banners.length} />
    </div>
  );
  if (!idle) return firstSlide;
  return (
    <Suspense fallback={firstSlide}>
      <LazyBannerSlides banners={banners} label={label} />
    </Suspense>
  );
}
