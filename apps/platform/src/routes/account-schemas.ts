import { envelopeOf, nullableString, objectOf } from './schema-helpers';

// Request and reply schemas of the account calls; Fastify validates and serializes with them
// and @fastify/swagger publishes them at /docs.

const str = (maxLength = 255) => ({ type: 'string', maxLength }) as const;
const bool = { type: 'boolean' } as const;
const int = { type: 'integer' } as const;

/** Envelope with a null value (logout, first login, language). */
export const emptyReply = envelopeOf({ type: 'null' });

export const loginBody = {
  type: 'object',
  required: ['type', 'site'],
  properties: {
    type: { enum: ['username', 'sms'] },
    site: { enum: ['member', 'agent'] },
    username: str(64),
    password: str(128),
    countryDialingCode: str(8),
    mobileNum: str(20),
    verificationCode: str(255),
    captcha: str(16),
    captchaKey: str(64),
    ipVerification: objectOf({ challengeId: str(64), answer: str(255) }),
  },
} as const;

export const loginResult = objectOf({
  token: { type: 'string' },
  firstTimeLogin: bool,
  passwordExpired: bool,
  defaultPassword: bool,
  memberType: int,
});
export const loginReply = envelopeOf(loginResult);

export const freePlayBody = {
  type: 'object',
  required: ['os', 'platform'],
  properties: { os: str(32), platform: { const: 'W' } },
} as const;

export const captchaReply = envelopeOf(
  objectOf({ captchaKey: { type: 'string' }, image: { type: 'string' } }),
);

export const smsBody = {
  type: 'object',
  properties: {
    countryDialingCode: str(8),
    mobileNo: str(20),
    captcha: str(16),
    captchaKey: str(64),
  },
} as const;
export const smsReply = envelopeOf(objectOf({ expiredMinutes: int }));

export const memberInfoSchema = objectOf({
  id: int,
  account: { type: 'string' },
  nickname: nullableString,
  type: int,
  parentAgent: nullableString,
  currency: { type: 'string' },
  language: { type: 'string' },
  email: nullableString,
  mobile: nullableString,
  payeeName: nullableString,
  createdAt: { type: 'string' },
});
export const memberInfoReply = envelopeOf(memberInfoSchema);
export const memberIconReply = envelopeOf(objectOf({ iconUrl: nullableString }));
export const loginInfoReply = envelopeOf(
  objectOf({
    member: memberInfoSchema,
    unreadMessage: int,
    availablePromoCount: int,
    referralEnabled: bool,
  }),
);
export const languageBody = {
  type: 'object',
  required: ['language'],
  properties: { language: { type: 'string', pattern: '^[a-z]{2,3}(-[a-z0-9]{2,8})?$' } },
} as const;
export const balanceReply = envelopeOf(
  objectOf({ balance: int, currency: { type: 'string' }, currencySymbol: { type: 'string' } }),
);

export const changePasswordBody = {
  type: 'object',
  required: ['oldPassword', 'newPassword', 'confirmNewPassword'],
  properties: { oldPassword: str(128), newPassword: str(128), confirmNewPassword: str(128) },
} as const;
export const forgotByEmailBody = {
  type: 'object',
  required: ['username', 'email'],
  properties: { username: str(64), email: str(254) },
} as const;
export const resetByMobileBody = {
  type: 'object',
  required: ['countryDialingCode', 'mobileNum', 'verificationCode', 'newPassword'],
  properties: {
    countryDialingCode: str(8),
    mobileNum: str(20),
    verificationCode: str(255),
    newPassword: str(128),
  },
} as const;
export const resetByEmailBody = {
  type: 'object',
  required: ['token', 'newPassword'],
  properties: { token: str(64), newPassword: str(128) },
} as const;
