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

/** The change-password popup: forced after some logins, or asked for from the account menu. */
export const LazyChangePasswordModal = lazyPage(
  () => import('./modals/change-password/change-password-modal'),
  (module) => module.ChangePasswordModal,
);

/** The forgotten-password popup, opened from the login popup. */
export const LazyForgotModal = lazyPage(
  () => import('./modals/forgot/forgot-modal'),
  (module) => module.ForgotModal,
);

/** Sign-out's "are you sure?". */
export const LazyLogoutConfirm = lazyPage(
  () => import('./modals/logout-confirm'),
  (module) => module.LogoutConfirm,
);

/** The prompt a trial account gets before a real-money action. */
export const LazyRealAccountPrompt = lazyPage(
  () => import('./modals/real-account-prompt'),
  (module) => module.RealAccountPrompt,
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

/** /member/security-center: the security centre (its texts load with it). */
export const LazySecurityCenterPage = lazyPage(
  () => import('./security/pages/security-center-page'),
  (module) => module.SecurityCenterPage,
);

/** /social/callback: where a social sign-in comes back (its texts load with it). */
export const LazySocialCallbackPage = lazyPage(
  () => import('./social/pages/social-callback-page'),
  (module) => module.SocialCallbackPage,
);
