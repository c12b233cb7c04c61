// The account area's door: sign-in, sign-up, password recovery, the trial account and the agent
// login. The screens are lazy (their code loads on first use); the rest is what other areas,
// the shell and the app build with.
export {
  LazyAgentPage,
  LazyLoginModal,
  LazyRegisterModal,
  LazyResetPasswordPage,
} from './lazy-screens';
export { ChangePasswordModal } from './modals/change-password/change-password-modal';
export { ForgotModal } from './modals/forgot/forgot-modal';
export { LogoutConfirm } from './modals/logout-confirm';
export { RealAccountPrompt } from './modals/real-account-prompt';
export { useGatedAction } from './hooks/use-gated-action';
export { useGoToLogin } from './hooks/use-go-to-login';
export {
  loginSearch,
  registerSearch,
  resetPasswordSearch,
  type LoginSearch,
  type RegisterSearch,
  type ResetPasswordSearch,
} from './search';
