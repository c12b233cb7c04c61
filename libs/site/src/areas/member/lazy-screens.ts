import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';

// The member centre loads on first use: the lobby's first load does not carry it.

/** The frame of every /member page: the desktop menu beside the page. */
export const LazyMemberLayout = lazyPage(
  () => import('./pages/member-layout'),
  (module) => module.MemberLayout,
);

/** /member: the menu as a page (the phone's entry). */
export const LazyMemberMenuPage = lazyPage(
  () => import('./pages/member-menu-page'),
  (module) => module.MemberMenuPage,
);
