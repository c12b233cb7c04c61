// Runtime constants of the account calls; no schema is built here (the site imports these).

/** Numeric member types (spec §6): 0 member, 1/2/41/42 agents, 4 trial. */
export const MEMBER_TYPES = {
  member: 0,
  agent1: 1,
  agent2: 2,
  agent41: 41,
  agent42: 42,
  trial: 4,
} as const;

/** Which site a login is for: the member site refuses agents' sub-accounts, the agent site non-agents. */
export const LOGIN_SITES = ['member', 'agent'] as const;

/**
 * How a visitor proves an unfamiliar IP is theirs (merchant setting). GOOGLE is the code of the
 * member's authenticator app, for members with two-factor sign-in on (others fall back).
 */
export const IP_VERIFICATION_METHODS = ['SMS', 'EMAIL', 'BANK_NAME', 'GOOGLE'] as const;

/** Registration fields a merchant can switch on (spec §3). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'captcha',
] as const;

/**
 * Every secret check but the login's own (old password, withdrawal password, SMS and e-mail
 * codes) allows this many wrong answers per secret within `SECRET_TRY_WINDOW_MS`, then answers
 * 429 TOO_MANY_TRIES with the seconds to wait.
 */
export const SECRET_TRY_LIMIT = 5;
export const SECRET_TRY_WINDOW_MS = 15 * 60_000;

/** Header telling the platform the body is a SealedPayload. */
export const GATEWAY_VERSION_HEADER = 'x-gateway-version';

/**
 * Header the player site sends on sign-in and sign-up calls: a random id (a UUID) it keeps in the
 * browser's local storage, so the platform can tell that two accounts signed in from one
 * browser. A hint for the money desk's risk flags, never a credential: anything but a UUID is
 * ignored.
 */
export const DEVICE_ID_HEADER = 'x-device-id';
/** What a device id must look like to be kept (any UUID, any case). */
export const DEVICE_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
