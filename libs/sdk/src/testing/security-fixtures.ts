import type {
  ActiveSessionList,
  LoginHistoryPage,
  SecurityProfile,
  TotpSetup,
} from '@tessera/contract';

/** The security centre's default answers: two devices, a short history, a partly set-up account. */
export const activeSessions: ActiveSessionList = {
  items: [
    {
      id: 12,
      createdAt: '2026-03-05T08:00:00.000Z',
      lastSeenAt: '2026-03-05T09:30:00.000Z',
      ip: '203.0.113.9',
      device: 'Chrome on Windows',
      current: true,
    },
    {
      id: 11,
      createdAt: '2026-03-04T20:00:00.000Z',
      lastSeenAt: '2026-03-04T21:15:00.000Z',
      ip: '198.51.100.20',
      device: 'Safari on iOS',
      current: false,
    },
  ],
};

export const loginHistoryPage: LoginHistoryPage = {
  items: [
    { at: '2026-03-05T08:00:00.000Z', ip: '203.0.113.9', device: 'Chrome on Windows' },
    { at: '2026-03-04T20:00:00.000Z', ip: '198.51.100.20', device: 'Safari on iOS' },
  ],
  nextCursor: null,
};

export const securityProfile: SecurityProfile = {
  account: 'player1',
  profile: { birthday: '1990-05-17', occupation: 'Engineer', telegram: '@player1' },
  payeeName: 'Lucky Player',
  mobile: '+880 17****5678',
  mobileVerified: true,
  email: 'pl***@example.com',
  emailVerified: false,
  withdrawalPasswordSet: false,
  twoFactorEnabled: false,
  recoveryCodesLeft: 0,
  passwordSet: true,
};

export const totpSetup: TotpSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Aurora:player1?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Aurora',
};

export const recoveryCodes = [
  'k7m2-x9qp',
  'a3b4-c5d6',
  'e7f8-g9h2',
  'j3k4-m5n6',
  'p7q8-r9s2',
  't3u4-v5w6',
  'x7y8-z9a2',
  'b3c4-d5e6',
  'f7g8-h9j2',
  'k3m4-n5p6',
];
