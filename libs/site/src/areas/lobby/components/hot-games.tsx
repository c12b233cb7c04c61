import { HOME_SECTION_LIMIT } from '@tessera/domain';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { hotGamesQuery } from '@tessera/site-games';
import { useNearViewport } from '@tessera/site-shared/viewport/use-near-viewport';
import { LazyHotSlides } from './lazy-carousels';
import { SectionFrame } from './section-frame';
import { CarouselSkeleton, Offscreen, SectionError } from './section-states';

/**
 * The hot games carousel (spec §2, §9): cached for the visit, at most 12 cards with their rolling
 * prize, 6 a view on desktop, moving every 1.2 s, arrows once there are more than 7. An empty
 * list leaves the section out. It loads as it nears the screen (below the fold on a phone).
 */
export function HotGames() {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const brand = useBrand();
  const [frameRef, near] = useNearViewport<HTMLElement>();
  const hot = useQuery({
    ...hotGamesQuery(client, brand.merchantCode, i18n.language),
    enabled: near,
  });
  const title = t('lobby.hotTitle');

  if (hot.status === 'success') {
    const games = hot.data.slice(0, HOME_SECTION_LIMIT);
    if (games.length === 0) return null;
    return (
      // Hot games span every type; slots are most of them, so 'more' opens the slots list.
      <SectionFrame title={title} more="/rng" region={false} frameRef={frameRef}>
        <Suspense fallback={<CarouselSkeleton />}>
          <LazyHotSlides games={games} label={title} />
        </Suspense>
      </SectionFrame>
    );
  }
  let body;
  if (hot.status === 'error')
    body = (
      <SectionError
        message={t('lobby.sectionFailed', { name: title })}
        error={hot.error}
        onRetry={() => void hot.refetch()}
      />
    );
  else body = near ? <CarouselSkeleton /> : <Offscreen kind="carousel" />;
  return (
    <SectionFrame title={title} busy={hot.status === 'pending'} frameRef={frameRef}>
      {body}
    </SectionFrame>
  );
}
