import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

/** The invite friends page, loaded (with its texts) when first opened. */
export const LazyReferralPage = lazyPage(
  withTexts(['referral'], () => import('./pages/referral-page')),
  (module) => module.ReferralPage,
);
