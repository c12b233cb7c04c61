import {
  createRootRoute,
  createRoute,
  createRouter,
  getRouteApi,
  Outlet,
  useNavigate,
  type RouterHistory,
} from '@tanstack/react-router';
import { AuditPage, validateAuditSearch } from '../audit';
import { SignInFlow } from '../auth';
import { useSession } from '../core/session';
import { HomePage, RequirePermission, SessionsPage, Shell } from '../shell';
import { KeysPage, RolesPage, StaffPage, validateStaffSearch } from '../staff';
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

const routeTree = rootRoute.addChildren([
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
