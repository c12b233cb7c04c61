import { ANNOUNCEMENT_MAX_PAGE_SIZE } from '@tessera/contract';
import { Skeleton } from '@tessera/ui';
import { Suspense, useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../../../app/hooks/use-startup';
import { useAsync } from '../../../features/games';
import { BannerSlide } from './banner-slide';
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
  const load = useCallback(
    () =>
      client.announcements
        // Every banner group comes in one list: ask for the most so w_home is not paged out.
        .list({
          types: ['B'],
          execution: [],
          language: i18n.language,
          pageSize: ANNOUNCEMENT_MAX_PAGE_SIZE,
        })
        .then((list) => list.banners.filter((banner) => banner.groupName === 'w_home')),
    [client, i18n.language],
  );
  const banners = useAsync(load);
  const first = banners.status === 'ready' ? banners.value[0] : undefined;
  if (banners.status === 'ready' && !first) return null;

  const title = t('lobby.bannersTitle');
  const ready = banners.status === 'ready';
  // Loaded, the carousel is the region (named like the heading); until then this wrapper is.
  const Frame = ready ? 'div' : 'section';
  return (
    <Frame
      className={styles.banners}
      aria-labelledby={ready ? undefined : titleId}
      aria-busy={banners.status === 'loading' || undefined}
    >
      <h2 id={titleId} className="visually-hidden">
        {title}
      </h2>
      {banners.status === 'loading' && (
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
            onRetry={banners.reload}
          />
        </div>
      )}
      {banners.status === 'ready' && first && (
        // The first banner shows at once, where the carousel will put it, while Swiper loads.
        <Suspense
          fallback={
            <div className={banners.value.length > 1 ? styles.reserve : undefined}>
              <BannerSlide banner={first} index={0} count={banners.value.length} />
            </div>
          }
        >
          <LazyBannerSlides banners={banners.value} label={title} />
        </Suspense>
      )}
    </Frame>
  );
}
