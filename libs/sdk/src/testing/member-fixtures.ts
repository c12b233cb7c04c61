import type {
  Captcha,
  LoginInfo,
  LoginResult,
  MemberInfo,
  RegisterSettings,
  WalletBalance,
} from '@tessera/contract';

// Default answers of the session, member and wallet calls: one plain member, "player1".

/** A plain member as `member.info()` returns it. */
export const member: MemberInfo = {
  id: 42,
  account: 'player1',
  nickname: 'Lucky Player',
  type: 0,
  parentAgent: null,
  currency: 'BDT',
  language: 'bn',
  email: null,
  mobile: null,
  payeeName: null,
  createdAt: '2026-11-01T00:00:00Z',
};

/** What a successful, unremarkable sign-in returns (login, free play, register, reset). */
export const loginResult: LoginResult = {
  token: 'fresh-token',
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  memberType: 0,
};

export const loginInfo: LoginInfo = {
  member,
  unreadMessage: 0,
  availablePromoCount: 0,
  referralEnabled: false,
};

/** Both sign-up kinds, SMS verification, free play; username form from the default rules. */
export const registerSettings: RegisterSettings = {
  flags: { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true },
  rules: {},
  countries: [
    { countryCode: 'BD', countryDialingCode: '880' },
    { countryCode: 'PH', countryDialingCode: '63' },
  ],
  minimumAge: 18,
  freePlay: true,
};

export const captcha: Captcha = { captchaKey: 'k1', image: 'data:image/svg+xml;base64,PHN2Zy8+' };

/** ৳1,234.50 in minor units. */
export const balance: WalletBalance = {
  balance: 123_450,
  inGames: 0,
  currency: 'BDT',
  currencySymbol: '৳',
  demo: false,
};
