import { createRoute, Outlet, redirect } from '@tanstack/react-router';
import { SOCIAL_CALLBACK_ROUTE } from '@tessera/contract';
import type { ParseKeys } from 'i18next';
import { LazyBlogArticlePage, LazyBlogListPage } from '../areas/blog';
import { LazyDownloadPage } from '../areas/download';
import { LazyHelpCentrePage, LazyHelpModal } from '../areas/content';
import {
  LazyAgentPage,
  LazyLoginModal,
  LazyRegisterModal,
  LazyResetPasswordPage,
  LazySocialCallbackPage,
  loginSearch,
  registerSearch,
  resetPasswordSearch,
  socialCallbackSearch,
} from '@tessera/site-account';
import { HomePage } from '../areas/lobby';
import {
  type GameCentrePath,
  type GameListPath,
  gameListSearch,
  LazyAccountGamesPage,
  LazyGameCentrePage,
  LazyGameListPage,
  LazySeamlessPage,
  prefetchGameList,
  seamlessSearch,
} from '@tessera/site-games';
import { LazyLotteryPage, type LotteryPath, lotterySearch } from '../areas/lottery';
import { PromotionComments } from '../areas/feedback';
import { LazyPromotionDetailPage, LazyPromotionsPage, promotionsSearch } from '../areas/promotions';
import { LazyPointMallPage, pointMallSearch } from '../areas/points';
import { agentCentreRoutes } from './agent-routes';
import { memberCentreRoutes } from './member-routes';
import { rootRoute } from './root-route';
import { lobbyContent } from '@tessera/site-shared/banners';

/** The home stays mounted under /, /login, /register and /help: their popups open over it. */
const homeLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'lobby-frame',
  // The banners and notices are asked for together with the start-up calls rather than after them: the
  // first one is the home's largest paint. Not awaited: the home draws its own loading state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(lobbyContent(context.client, context.language()));
  },
  component: () => (
    <>
      <HomePage />
      <Outlet />
    </>
  ),
});

const homeChildren = [
  createRoute({ getParentRoute: () => homeLayout, path: '/' }),
  createRoute({
    getParentRoute: () => homeLayout,
    path: 'login',
    validateSearch: loginSearch,
    component: () => <LazyLoginModal />,
  }),
  createRoute({
    getParentRoute: () => homeLayout,
    path: 'register',
    validateSearch: registerSearch,
    component: () => <LazyRegisterModal />,
  }),
  createRoute({
    getParentRoute: () => homeLayout,
    path: 'help',
    component: () => <LazyHelpModal />,
  }),
];

/** Old addresses of the lobby that links in the wild still use. */
function homeAlias<const P extends string>(path: P) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to: '/', replace: true });
    },
  });
}

/** Game-list pages take the provider from the query (spec §2). */
function gameList<const P extends GameListPath>(path: P, title: ParseKeys) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: gameListSearch,
    loaderDeps: ({ search }) => search,
    loader: ({ context, deps }) =>
      prefetchGameList(context.queryClient, context.client, path, deps, context.language()),
    component: () => <LazyGameListPage path={path} title={title} />,
  });
}

/** Game-centre pages: a lane's vendor tiles and the type's games. */
function gameCentre<const P extends GameCentrePath>(path: P, title: ParseKeys) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => <LazyGameCentrePage path={path} title={title} />,
  });
}

/** The member's favourites and recent games; login only (requiresLogin in the root route). */
function accountGames<const P extends '/favorite' | '/recent'>(path: P, title: ParseKeys) {
  const list = path === '/favorite' ? 'favorite' : 'recent';
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => <LazyAccountGamesPage list={list} title={title} />,
  });
}

/** Lottery pages, login only (root route), with the lottery in `?gameCode`. */
function lottery<const P extends LotteryPath>(path: P, title: ParseKeys) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: lotterySearch,
    component: () => <LazyLotteryPage path={path} title={title} />,
  });
}

/** The page an e-mailed password-reset link opens. */
function resetPassword<const P extends string>(path: P) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: resetPasswordSearch,
    component: () => <LazyResetPasswordPage />,
  });
}

export const routeTree = rootRoute.addChildren([
  homeLayout.addChildren(homeChildren),
  homeAlias('/index'),
  homeAlias('/index.html'),
  homeAlias('/home'),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/agent',
    component: () => <LazyAgentPage />,
  }),
  agentCentreRoutes,
  resetPassword('/resetPassword'),
  createRoute({
    getParentRoute: () => rootRoute,
    path: SOCIAL_CALLBACK_ROUTE,
    validateSearch: socialCallbackSearch,
    component: () => <LazySocialCallbackPage />,
  }),
  memberCentreRoutes,
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/blog',
    component: () => <LazyBlogListPage />,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/blog/$slug',
    component: () => <LazyBlogArticlePage />,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/download',
    component: () => <LazyDownloadPage />,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/helpmc',
    component: () => <LazyHelpCentrePage />,
  }),
  gameCentre('/sports', 'pages.sports'),
  gameCentre('/esports', 'pages.esports'),
  gameCentre('/lott', 'pages.lott'),
  gameCentre('/elott', 'pages.elott'),
  gameCentre('/cockfight', 'pages.cockfight'),
  gameList('/live', 'pages.live'),
  gameList('/fish', 'pages.fish'),
  gameList('/rng', 'pages.rng'),
  gameList('/pvp', 'pages.pvp'),
  gameList('/cricket', 'pages.cricket'),
  gameList('/bgs', 'pages.bgs'),
  accountGames('/favorite', 'pages.favorite'),
  accountGames('/recent', 'pages.recent'),
  lottery('/lottery', 'pages.lottery'),
  lottery('/seaLottery', 'pages.seaLottery'),
  lottery('/vnLottery', 'pages.vnLottery'),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/promotions',
    validateSearch: promotionsSearch,
    component: () => <LazyPromotionsPage />,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/promotions/$id',
    // The activity comments come from the feedback area (comments and feedback share forms).
    component: () => (
      <LazyPromotionDetailPage
        activityComment={(id) => <PromotionComments promotionId={String(id)} />}
      />
    ),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/pointMall',
    validateSearch: pointMallSearch,
    component: () => <LazyPointMallPage />,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/seamless',
    validateSearch: seamlessSearch,
    component: () => <LazySeamlessPage />,
  }),
]);
