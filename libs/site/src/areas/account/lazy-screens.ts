import { lazyPage } from '../../core/lazy/lazy-page';

// Account screens load on first use: most visits to the lobby never open them.

/** The login popup of /login. */
export const LazyLoginModal = lazyPage(
  () => import('./modals/login/login-modal'),
  (module) => module.LoginModal,
);

/** The sign-up popup of /register. */
export const LazyRegisterModal = lazyPage(
  () => import('./modals/register/register-modal'),
  (module) => module.RegisterModal,
);

/** The agent login page of /agent. */
export const LazyAgentPage = lazyPage(
  () => import('./pages/agent/agent-page'),
  (module) => module.AgentPage,
);

/** The page an e-mailed reset link opens. */
export const LazyResetPasswordPage = lazyPage(
  () => import('./pages/reset-password/reset-password-page'),
  (module) => module.ResetPasswordPage,
);
