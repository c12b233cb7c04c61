import type { Country, FieldRule, IpVerificationMethod, RegisterField } from '@tessera/contract';

/** A demo member; `password: 'DEFAULT'` means the merchant's default downline password. */
export interface SeedMember {
  account: string;
  nickname: string;
  type: number;
  password: string;
  parent?: string;
  affiliateCode?: string;
  referralCode?: string;
  mobile?: [dialingCode: string, number: string];
  email?: string;
  payeeName?: string;
  /** Opening balance in minor units. */
  balance: number;
}

/** A merchant's account settings as seeded (passwords in clear here, hashed on insert). */
export interface SeedAccounts {
  merchantCode: string;
  defaultPassword: string;
  payloadKey: string;
  ipVerification: IpVerificationMethod;
  countries: Country[];
  rules: Partial<Record<RegisterField, FieldRule>>;
  trialBalance: number;
  members: SeedMember[];
}

const rule = (
  patternId: string,
  minLength: number,
  maxLength: number,
  required = false,
): FieldRule => ({
  enabled: true,
  required,
  acceptedPattern: patternId === '' ? '*' : patternId,
  patternId,
  minLength,
  maxLength,
});

// Demo data for a local, embedded database: the README lists these credentials.
export const SEED_ACCOUNTS: readonly SeedAccounts[] = [
  {
    merchantCode: 'AURORA',
    defaultPassword: 'Welcome2Aurora',
    payloadKey: 'tessera-demo-payload-key',
    ipVerification: 'SMS',
    countries: [
      { countryCode: 'BD', countryDialingCode: '+880' },
      { countryCode: 'IN', countryDialingCode: '+91' },
    ],
    rules: {
      mobileNum: rule('MOBILE', 6, 15),
      payeeName: rule('', 0, 64),
      affiliateCode: rule('ALNUM', 0, 32),
    },
    trialBalance: 200_000,
    members: [
      {
        account: 'player1',
        nickname: 'Player One',
        type: 0,
        password: 'player1pass',
        mobile: ['880', '1712345678'],
        email: 'player1@example.com',
        payeeName: 'Player One',
        referralCode: 'PLAYER1',
        balance: 150_000,
      },
      {
        account: 'agent1',
        nickname: 'Agent One',
        type: 1,
        password: 'agent1pass',
        affiliateCode: 'AGENT1',
        mobile: ['880', '1812345678'],
        balance: 500_000,
      },
      {
        account: 'downline1',
        nickname: 'Downline One',
        type: 0,
        password: 'DEFAULT',
        parent: 'agent1',
        balance: 5_000,
      },
    ],
  },
  {
    merchantCode: 'LUMEN',
    defaultPassword: 'Welcome2Lumen',
    payloadKey: 'lumen-demo-payload-key',
    ipVerification: 'EMAIL',
    countries: [{ countryCode: 'PH', countryDialingCode: '+63' }],
    rules: {
      email: rule('EMAIL', 0, 254, true),
      payeeName: rule('', 0, 64, true),
      affiliateCode: rule('ALNUM', 0, 32),
    },
    trialBalance: 100_000,
    members: [
      {
        account: 'player1',
        nickname: 'Player One',
        type: 0,
        password: 'player1pass',
        mobile: ['63', '9171234567'],
        email: 'player1@lumen.example',
        payeeName: 'Juan Dela Cruz',
        referralCode: 'LPLAYER1',
        balance: 250_000,
      },
      {
        account: 'agent1',
        nickname: 'Agent One',
        type: 1,
        password: 'agent1pass',
        affiliateCode: 'LAGENT1',
        email: 'agent1@lumen.example',
        balance: 500_000,
      },
      {
        account: 'downline1',
        nickname: 'Downline One',
        type: 0,
        password: 'DEFAULT',
        parent: 'agent1',
        balance: 5_000,
      },
    ],
  },
];
