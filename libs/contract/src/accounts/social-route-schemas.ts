import Type from 'typebox';
import { bindSchemas } from '../core/route-schemas';
import { LoginResult } from './session';
import {
  FirstPasswordRequest,
  SocialCallbackRequest,
  SocialLinkRequest,
  SocialLinks,
  SocialOpsParams,
  SocialProviderInput,
  SocialProviderList,
  SocialProviderParams,
  SocialProviderSetting,
  SocialRegisterRequest,
  SocialSignInRequest,
  SocialStart,
  SocialStartRequest,
  SocialTicket,
} from './social';
import { SOCIAL_OPS_ROUTES, SOCIAL_ROUTES } from './social-routes';

const TICKET = ['SOCIAL_TICKET_INVALID', 'RATE_LIMITED'] as const;

/** Social sign-in's calls with their schemas (platform and tests only). */
export const SOCIAL_CALLS = bindSchemas(SOCIAL_ROUTES, {
  providers: { reply: SocialProviderList },
  start: {
    body: SocialStartRequest,
    reply: SocialStart,
    errors: ['SOCIAL_REDIRECT_INVALID', 'RATE_LIMITED'],
  },
  callback: {
    body: SocialCallbackRequest,
    reply: SocialTicket,
    errors: ['SOCIAL_CANCELLED', 'SOCIAL_PROVIDER_ERROR', 'SOCIAL_TOKEN_INVALID', 'RATE_LIMITED'],
  },
  signIn: { body: SocialSignInRequest, reply: LoginResult, errors: ['LOGIN_FAILED', ...TICKET] },
  register: { body: SocialRegisterRequest, reply: LoginResult, errors: [...TICKET] },
  link: { body: SocialLinkRequest, reply: LoginResult, errors: ['LOGIN_FAILED', ...TICKET] },
  links: { reply: SocialLinks, errors: ['TRIAL_ACCOUNT'] },
  unlink: {
    params: SocialProviderParams,
    reply: Type.Null(),
    errors: ['SOCIAL_NOT_LINKED', 'SOCIAL_PASSWORD_REQUIRED', 'TRIAL_ACCOUNT'],
  },
  setPassword: {
    body: FirstPasswordRequest,
    reply: Type.Null(),
    errors: ['BAD_REQUEST', 'PASSWORD_MISMATCH', 'SOCIAL_PASSWORD_SET', 'TRIAL_ACCOUNT'],
  },
});

/** The operator's social sign-in calls with their schemas. */
export const SOCIAL_OPS_CALLS = bindSchemas(SOCIAL_OPS_ROUTES, {
  setProvider: {
    params: SocialOpsParams,
    body: SocialProviderInput,
    reply: SocialProviderSetting,
    errors: ['BAD_REQUEST'],
  },
});
