import { createRoute, Outlet, redirect, useSearch } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HelpModalRoute } from '../modals/help-modal';
import { isAgentType } from '@tessera/domain';
import {
  LazyAgentPage,
  LazyLoginModal,
  LazyRegisterModal,
  LazyResetPasswordPage,
} from '../features/account/lazy-screens';
import { HomePage } from '../pages/home/home-page';
import { LazyPlaceholderPage } from '../pages/placeholder';
import { rootRoute } from './root-route';
import {
  gameListSearch,
  loginSearch,
  lotterySearch,
  memberSearch,
  registerSearch,
  resetPasswordSearch,
} from './search';

/** The home stays mounted under /, /login, /register and /help: their popups open over it. */
const homeLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'lobby-frame',
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
  createRoute({ getParentRoute: () => homeLayout, path: 'help', component: HelpModalRoute }),
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

// Generic over the path so each route keeps its literal path and its own query type.
function placeholder<const P extends string>(path: P, title: ParseKeys) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: () => <LazyPlaceholderPage title={title} />,
  });
}

/** Game-list pages take the provider from the query (spec §2). */
function gameList<const P extends string>(path: P, title: ParseKeys) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: gameListSearch,
    component: function GameListRoute() {
      const { t } = useTranslation();
      const { vassalage } = useSearch({ strict: false });
      const subtitle = vassalage ? t('pages.provider', { name: vassalage }) : undefined;
      return <LazyPlaceholderPage title={title} subtitle={subtitle} />;
    },
  });
}

function lottery<const P extends string>(path: P, title: ParseKeys) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: lotterySearch,
    component: () => <LazyPlaceholderPage title={title} />,
  });
}

function memberCentre<const P extends string>(path: P, title: ParseKeys) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: memberSearch,
    component: () => <LazyPlaceholderPage title={title} />,
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

/** The agent centre (a placeholder for now) is for agents only: others go to /agent (spec §2). */
const agentHome = createRoute({
  getParentRoute: () => rootRoute,
  path: '/agentHome',
  beforeLoad: async ({ context }) => {
    const member = await context.member();
    if (!member || !isAgentType(member.type)) throw redirect({ to: '/agent' });
  },
  component: () => <LazyPlaceholderPage title="pages.agentHome" />,
});

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
  agentHome,
  resetPassword('/resetPassword'),
  memberCentre('/member', 'pages.member'),
  placeholder('/helpmc', 'pages.helpmc'),
  placeholder('/sports', 'pages.sports'),
  placeholder('/esports', 'pages.esports'),
  placeholder('/lott', 'pages.lott'),
  placeholder('/elott', 'pages.elott'),
  placeholder('/cockfight', 'pages.cockfight'),
  gameList('/live', 'pages.live'),
  gameList('/fish', 'pages.fish'),
  gameList('/rng', 'pages.rng'),
  gameList('/pvp', 'pages.pvp'),
  gameList('/cricket', 'pages.cricket'),
  gameList('/bgs', 'pages.bgs'),
  placeholder('/favorite', 'pages.favorite'),
  placeholder('/recent', 'pages.recent'),
  lottery('/lottery', 'pages.lottery'),
  lottery('/seaLottery', 'pages.seaLottery'),
  lottery('/vnLottery', 'pages.vnLottery'),
  placeholder('/promotions', 'pages.promotions'),
  placeholder('/pointMall', 'pages.pointMall'),
  placeholder('/seamless', 'pages.seamless'),
]);
