import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

// Account screens load on first use: most visits to the lobby never open them. Those with texts
// outside the first load bring them (the login's challenges, social sign-in, the security centre).

/** The login popup of /login, with its social sign-in buttons. */
export const LazyLoginModal = lazyPage(
  withTexts(['loginChallenges', 'social'], () => import('./modals/login/login-modal')),
  (module) => module.LoginModal,
);

/** The sign-up popup of /register. */
export const LazyRegisterModal = lazyPage(
  withTexts(['social'], () => import('./modals/register/register-modal')),
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
  withTexts(['loginChallenges'], () => import('./pages/agent/agent-page')),
  (module) => module.AgentPage,
);

/** The page an e-mailed reset link opens. */
export const LazyResetPasswordPage = lazyPage(
  () => import('./pages/reset-password/reset-password-page'),
  (module) => module.ResetPasswordPage,
);

/** /member/security-center: the security centre, with the sign-in providers linked. */
export const LazySecurityCenterPage = lazyPage(
  withTexts(['security', 'social'], () => import('./security/pages/security-center-page')),
  (module) => module.SecurityCenterPage,
);

/** /social/callback: where a social sign-in comes back (a login may need its challenges). */
export const LazySocialCallbackPage = lazyPage(
  withTexts(['social', 'loginChallenges'], () => import('./social/pages/social-callback-page')),
  (module) => module.SocialCallbackPage,
);
