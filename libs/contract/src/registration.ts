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
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** A server-supplied rule for one field (spec §3): `acceptedPattern` `*` means any. */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: string;
  minLength: number;
  maxLength: number;
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
}

/** `GET /wps/system/setting/register`: the merchant's registration form. */
export interface RegisterSettings {
  /** Whitelabel flags: USERNAMEREG3, MOBILENUMREG3, MOBILENUMPASSREG3, REGMOBVERF3, CHNGPASSVERIF3, AGENTPOLICY3. */
  flags: Record<string, boolean>;
  rules: Partial<Record<RegisterField, FieldRule>>;
  countries: Country[];
  /** Minimum age players confirm (spec §5, default 18). */
  minimumAge: number;
  freePlay: boolean;
}

/** `PUT /wps/member/register` and `/wps/member/register/mobile` (encrypted). */
export interface RegisterRequest extends Partial<Record<RegisterField, string>> {
  countryDialingCode?: string;
  referralCode?: string;
  registerUrl: string;
  domain: string;
  registerMethod: 'WEB';
}

/** `GET /wps/agent/affiliate?code&domain`. */
export interface AffiliateCheck {
  valid: boolean;
}
