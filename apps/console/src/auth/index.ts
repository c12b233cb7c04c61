export {
  AuthCard,
  CodeStep,
  EnrolStep,
  PasswordStep,
  RecoveryCodesStep,
  SignInFlow,
} from './sign-in-flow';
