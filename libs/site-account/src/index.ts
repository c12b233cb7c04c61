// The account area's door: sign-in, sign-up, password recovery, the trial account, the agent
// login and the security centre. The screens are lazy (their code loads on first use); the rest is what other areas,
// the shell and the app build with.
export {
  LazyAgentPage,
  LazyChangePasswordModal,
  LazyForgotModal,
  LazyLoginModal,
  LazyLogoutConfirm,
  LazyRealAccountPrompt,
  LazyRegisterModal,
  LazyResetPasswordPage,
  LazySecurityCenterPage,
  LazySocialCallbackPage,
} from './lazy-screens';
export { useGatedAction } from './hooks/use-gated-action';
export { useGoToLogin } from './hooks/use-go-to-login';
export {
  loginSearch,
  registerSearch,
  resetPasswordSearch,
  socialCallbackSearch,
  type LoginSearch,
  type RegisterSearch,
  type ResetPasswordSearch,
  type SocialCallbackSearch,
} from './search';
