import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

/** The responsible gaming page, loaded (with its texts) when first opened. */
export const LazyResponsibleGamingPage = lazyPage(
  withTexts(['protection'], () => import('./pages/responsible-gaming-page')),
  (module) => module.ResponsibleGamingPage,
);

/** The reality-check prompt, loaded (with its texts) when first due. */
export const LazyRealityCheckPrompt = lazyPage(
  withTexts(['protection'], () => import('./components/reality-check-prompt')),
  (module) => module.RealityCheckPrompt,
);
