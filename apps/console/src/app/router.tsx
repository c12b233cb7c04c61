import {
  createRootRoute,
  createRoute,
  createRouter,
  getRouteApi,
  Outlet,
  useNavigate,
  type RouterHistory,
} from '@tanstack/react-router';
import { AccountPage } from '../account';
import { AuditPage, validateAuditSearch } from '../audit';
import { SignInFlow } from '../auth';
import { useSession } from '../core/session';
import { HomePage, RequirePermission, SessionsPage, Shell } from '../shell';
import { KeysPage, RolesPage, StaffPage, validateStaffSearch } from '../staff';
import { DocumentsPage } from '../documents';
import { MoneyPage, validateMoneySearch } from '../money';
import { PlayerPage, PlayerSearchPage, validatePlayerSearch, validatePlayerTab } from '../players';
import { Booting } from './booting';

/** Signed out: the sign-in steps (the URL stays, so sign-in lands where the reader was). */
function ConsoleRoot() {
  const session = useSession();
  const { state } = session;
  if (state.status === 'checking') return <Booting />;
  if (state.status === 'signedOut')
    return <SignInFlow sessionEnded={state.ended} onSignedIn={session.signedIn} />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

const rootRoute = createRootRoute({ component: ConsoleRoot });

const staffApi = getRouteApi('/staff');
function StaffRoute() {
  const navigate = useNavigate();
  return (
    <RequirePermission permission="staff.read">
      <StaffPage
        search={staffApi.useSearch()}
        onSearch={(search) => void navigate({ to: '/staff', search })}
      />
    </RequirePermission>
  );
}

const auditApi = getRouteApi('/audit');
function AuditRoute() {
  const navigate = useNavigate();
  return (
    <RequirePermission permission="audit.read">
      <AuditPage
        search={auditApi.useSearch()}
        onSearch={(search) => void navigate({ to: '/audit', search })}
      />
    </RequirePermission>
  );
}

// The money and player desks (issue 29).
const moneyApi = getRouteApi('/money');
function MoneyRoute() {
  const navigate = useNavigate();
  return (
    <RequirePermission permission="withdrawals.read">
      <MoneyPage
        search={moneyApi.useSearch()}
        onSearch={(search) => void navigate({ to: '/money', search })}
      />
    </RequirePermission>
  );
}
const playersApi = getRouteApi('/players');
function PlayersRoute() {
  const navigate = useNavigate();
  return (
    <RequirePermission permission="players.view">
      <PlayerSearchPage
        search={playersApi.useSearch()}
        onSearch={(search) => void navigate({ to: '/players', search })}
      />
    </RequirePermission>
  );
}
const playerApi = getRouteApi('/players/$id');
function PlayerRoute() {
  const navigate = useNavigate();
  const { id } = playerApi.useParams();
  const { tab } = playerApi.useSearch();
  return (
    <RequirePermission permission="players.view">
      <PlayerPage
        key={id}
        id={id}
        tab={tab}
        onTab={(next) =>
          void navigate({ to: '/players/$id', params: { id }, search: { tab: next } })
        }
      />
    </RequirePermission>
  );
}
const deskRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/money',
    validateSearch: validateMoneySearch,
    component: MoneyRoute,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/players',
    validateSearch: validatePlayerSearch,
    component: PlayersRoute,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/players/$id',
    validateSearch: validatePlayerTab,
    component: PlayerRoute,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/documents',
    component: () => (
      <RequirePermission permission="documents.read">
        <DocumentsPage />
      </RequirePermission>
    ),
  }),
];

const routeTree = rootRoute.addChildren([
  ...deskRoutes,
  createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/staff',
    validateSearch: validateStaffSearch,
    component: StaffRoute,
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/staff/roles',
    component: () => (
      <RequirePermission permission="staff.read">
        <RolesPage />
      </RequirePermission>
    ),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/staff/keys',
    component: () => (
      <RequirePermission permission="keys.manage">
        <KeysPage />
      </RequirePermission>
    ),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/audit',
    validateSearch: validateAuditSearch,
    component: AuditRoute,
  }),
  createRoute({ getParentRoute: () => rootRoute, path: '/sessions', component: SessionsPage }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/account',
    component: () => <AccountPage />,
  }),
]);

export function createConsoleRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultNotFoundComponent: HomePage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
