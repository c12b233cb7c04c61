import Type from 'typebox';
import { bindSchemas } from '../core/route-schemas';
import {
  ActiveSessionList,
  ContactBindRequest,
  ContactCodeRequest,
  LoginHistoryPage,
  LoginHistoryQuery,
  ProfileUpdate,
  RecoveryCodes,
  SecurityProfile,
  SessionIdParams,
  SetPasswordRequest,
  SignedOutOthers,
  TotpDisableRequest,
  TotpEnableRequest,
  TotpSetup,
} from './security';
import { SECURITY_ROUTES } from './security-routes';
import { SmsCodeSent } from './verification';

const CODE_SENDING = ['RATE_LIMITED', 'SMS_TOO_MANY'] as const;
const CODE_CHECKING = ['CODE_INVALID', 'CODE_EXPIRED', 'TOO_MANY_TRIES'] as const;

/** The security centre's calls with their schemas (platform and tests only). */
export const SECURITY_CALLS = bindSchemas(SECURITY_ROUTES, {
  sessions: { reply: ActiveSessionList },
  endSession: { params: SessionIdParams, reply: Type.Null(), errors: ['NOT_FOUND'] },
  signOutOthers: { reply: SignedOutOthers },
  loginHistory: { querystring: LoginHistoryQuery, reply: LoginHistoryPage },
  profile: { reply: SecurityProfile },
  updateProfile: {
    body: ProfileUpdate,
    reply: SecurityProfile,
    errors: ['INVALID_FIELD', 'TRIAL_ACCOUNT'],
  },
  contactCode: {
    body: ContactCodeRequest,
    reply: SmsCodeSent,
    errors: ['INVALID_FIELD', 'MOBILE_TAKEN', 'EMAIL_TAKEN', 'TRIAL_ACCOUNT', ...CODE_SENDING],
  },
  bindContact: {
    body: ContactBindRequest,
    reply: SecurityProfile,
    errors: ['INVALID_FIELD', 'MOBILE_TAKEN', 'EMAIL_TAKEN', 'TRIAL_ACCOUNT', ...CODE_CHECKING],
  },
  setUpTotp: { reply: TotpSetup, errors: ['TOTP_ALREADY_ENABLED', 'TRIAL_ACCOUNT'] },
  enableTotp: {
    body: TotpEnableRequest,
    reply: RecoveryCodes,
    errors: ['TOTP_INVALID', 'TOTP_ALREADY_ENABLED', 'TRIAL_ACCOUNT', 'TOO_MANY_TRIES'],
  },
  disableTotp: {
    body: TotpDisableRequest,
    reply: Type.Null(),
    errors: [
      'TOTP_INVALID',
      'TOTP_NOT_ENABLED',
      'OLD_PASSWORD_WRONG',
      'PASSWORD_NOT_SET',
      'TRIAL_ACCOUNT',
      'TOO_MANY_TRIES',
    ],
  },
  passwordCode: {
    reply: SmsCodeSent,
    errors: ['BAD_REQUEST', 'SOCIAL_PASSWORD_SET', 'TRIAL_ACCOUNT', ...CODE_SENDING],
  },
  setPassword: {
    body: SetPasswordRequest,
    reply: SecurityProfile,
    errors: [
      'BAD_REQUEST',
      'PASSWORD_MISMATCH',
      'SOCIAL_PASSWORD_SET',
      'TRIAL_ACCOUNT',
      ...CODE_CHECKING,
    ],
  },
});
