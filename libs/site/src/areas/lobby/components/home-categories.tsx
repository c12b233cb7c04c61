import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { vendorLanesQuery } from '@tessera/site-games';
import { useNearViewport } from '@tessera/site-shared/viewport/use-near-viewport';
import { planSections } from '../utils/plan-sections';
import { createRequestQueue } from '../utils/request-queue';
import { GameSection } from './game-section';
import { Offscreen, SectionError, VendorGridSkeleton } from './section-states';
import { VendorSection } from './vendor-section';
import styles from './home-categories.module.css';

/**
 * The home's category sections in spec order (slots, live, fishing, PVP, then sports, esports,
 * lottery, cockfight). Each game section loads its list as it nears the screen; the vendor
 * sections wait for the vendor lanes, which load (cached for the visit) once their place nears.
 */
export function HomeCategories() {
  const { t, i18n } = useTranslation();
  const client = usePlatformClient();
  const brand = useBrand();
  const { menus } = useStartup();
  // One queue per visit of the page: its lists go out one at a time, 300 ms apart.
  const [queue] = useState(createRequestQueue);
  const [vendorsRef, vendorsNear] = useNearViewport<HTMLDivElement>();
  const lanes = useQuery({
    ...vendorLanesQuery(client, brand.merchantCode, i18n.language),
    enabled: vendorsNear,
  });
  const plan = planSections(menus, lanes.status === 'success' ? lanes.data : null);
  let pending;
  if (lanes.status === 'error')
    pending = (
      <SectionError
        message={t('lobby.vendorsFailed')}
        error={lanes.error}
        onRetry={() => void lanes.refetch()}
      />
    );
  else pending = vendorsNear ? <VendorGridSkeleton count={4} /> : <Offscreen kind="vendors" />;

  return (
    <>
      {plan.map((section, index) =>
        section.kind === 'games' ? (
          <GameSection key={section.key} section={section} queue={queue} first={index === 0} />
        ) : (
          <VendorSection key={section.key} section={section} />
        ),
      )}
      {/* Vendor sections follow every game section in the spec order; this holds their place. */}
      {lanes.status !== 'success' && (
        <div ref={vendorsRef} className={styles.pending} aria-busy={lanes.status === 'pending'}>
          {pending}
        </div>
      )}
    </>
  );
}
