import { lazyPage } from '../../lazy/lazy-page';

// Account screens load on first use: most visits to the lobby never open them.

/** The login popup of /login. */
export const LazyLoginModal = lazyPage(
  () => import('./login/login-modal'),
  (module) => module.LoginModal,
);

/** The sign-up popup of /register. */
export const LazyRegisterModal = lazyPage(
  () => import('./register/register-modal'),
  (module) => module.RegisterModal,
);

/** The agent login page of /agent. */
export const LazyAgentPage = lazyPage(
  () => import('./agent/agent-page'),
  (module) => module.AgentPage,
);

/** The page an e-mailed reset link opens. */
export const LazyResetPasswordPage = lazyPage(
  () => import('./reset-email/reset-password-page'),
  (module) => module.ResetPasswordPage,
);
