import type { Migration } from 'kysely';
import * as m0001 from './0001-merchants';
import * as m0002 from './0002-merchant-site';
import * as m0003 from './0003-announcements';
import * as m0004 from './0004-game-vendors';
import * as m0005 from './0005-accounts';
import * as m0006 from './0006-account-security';
import * as m0007 from './0007-game-catalogue';
import * as m0008 from './0008-game-rounds';
import * as m0009 from './0009-game-type-order';
import * as m0010 from './0010-payments';
import * as m0011 from './0011-withdrawal-password';
import * as m0012 from './0012-payee-accounts';
import * as m0013 from './0013-withdrawals';
import * as m0014 from './0014-ledger-balance-after';
import * as m0015 from './0015-deposit-expiry-payouts';
import * as m0016 from './0016-withdrawal-confirmation';
import * as m0017 from './0017-vendor-wallets';
import * as m0019 from './0019-records';
import * as m0020 from './0020-deposit-limits';
import * as m0021 from './0021-turnover-requirements';
import * as m0022 from './0022-withdrawal-disputes-payouts';
import * as m0024 from './0024-unlock-codes';
import * as m0025 from './0025-fast-bets';
import * as m0026 from './0026-team-tree';
import * as m0027 from './0027-member-lock';
import * as m0028 from './0028-team-rollup';
import * as m0029 from './0029-agent-announcements';
import * as m0030 from './0030-agent-contracts';
import * as m0034 from './0034-sessions-login-history';
import * as m0035 from './0035-contact-verification';
import * as m0036 from './0036-two-factor';
import * as m0037 from './0037-team-upline-rollup';
import * as m0038 from './0038-promotions';
import * as m0039 from './0039-rewards';
import * as m0041 from './0041-points';
import * as m0042 from './0042-vip';
import * as m0043 from './0043-rebate';
import * as m0044 from './0044-lucky-draws';
import * as m0045 from './0045-missions';
import * as m0047 from './0047-messages';
import * as m0048 from './0048-referral';
import * as m0049 from './0049-feedback-comments';
import * as m0050 from './0050-reward-expiry';
import * as m0056 from './0056-social-sign-in';
import * as m0057 from './0057-sandbox-oidc';
import * as m0058 from './0058-player-protection';
import * as m0059 from './0059-pam';
import * as m0064 from './0064-lottery-bets';
import * as m0065 from './0065-localized-banner-art';
import * as m0069 from './0069-web-vitals';
import * as m0073 from './0073-blog';
import * as m0074 from './0074-aggregator-routing';
import * as m0075 from './0075-pam-token-issued';
import * as m0076 from './0076-pam-txn-session';
import * as m0077 from './0077-zero-bets';
import * as m0078 from './0078-lottery-secret';
import * as m0079 from './0079-wallet-settlements';
import * as m0080 from './0080-pam-bookings';
import * as m0081 from './0081-localized-content';
import * as m0082 from './0082-pending-sign-in';
import * as m0083 from './0083-payee-name';
import * as m0084 from './0084-game-wallet-vendor';
import * as m0085 from './0085-audit-entry';
import * as m0086 from './0086-staff';
import * as m0088 from './0088-money-desk';
import * as m0090 from './0090-player-desk';
import * as m0092 from './0092-identity-documents';
import * as m0094 from './0094-staff-passkeys';
import * as m0098 from './0098-sign-in-devices';

/**
 * Every migration, keyed by name. Kysely applies them in key order, so names start with a
 * zero-padded number; a shipped migration is never edited, only followed by a new one. A new
 * migration takes a number above every existing one, never a free gap below: a database that
 * has run a later migration refuses to run an earlier one it has not seen. A stored function is
 * no migration: its one source is in its module's `sql/` (see `src/migrate.ts`); the functions
 * some of these once created are history, replaced by their sources after the last migration.
 */
export const migrations: Record<string, Migration> = {
  '0001-merchants': m0001,
  '0002-merchant-site': m0002,
  '0003-announcements': m0003,
  '0004-game-vendors': m0004,
  '0005-accounts': m0005,
  '0006-account-security': m0006,
  '0007-game-catalogue': m0007,
  '0008-game-rounds': m0008,
  '0009-game-type-order': m0009,
  '0010-payments': m0010,
  '0011-withdrawal-password': m0011,
  '0012-payee-accounts': m0012,
  '0013-withdrawals': m0013,
  '0014-ledger-balance-after': m0014,
  '0015-deposit-expiry-payouts': m0015,
  '0016-withdrawal-confirmation': m0016,
  '0017-vendor-wallets': m0017,
  '0019-records': m0019,
  '0020-deposit-limits': m0020,
  '0021-turnover-requirements': m0021,
  '0022-withdrawal-disputes-payouts': m0022,
  '0024-unlock-codes': m0024,
  '0025-fast-bets': m0025,
  '0026-team-tree': m0026,
  '0027-member-lock': m0027,
  '0028-team-rollup': m0028,
  '0029-agent-announcements': m0029,
  '0030-agent-contracts': m0030,
  '0034-sessions-login-history': m0034,
  '0035-contact-verification': m0035,
  '0036-two-factor': m0036,
  '0037-team-upline-rollup': m0037,
  '0038-promotions': m0038,
  '0039-rewards': m0039,
  '0041-points': m0041,
  '0042-vip': m0042,
  '0043-rebate': m0043,
  '0044-lucky-draws': m0044,
  '0045-missions': m0045,
  '0047-messages': m0047,
  '0048-referral': m0048,
  '0049-feedback-comments': m0049,
  '0050-reward-expiry': m0050,
  '0056-social-sign-in': m0056,
  '0057-sandbox-oidc': m0057,
  '0058-player-protection': m0058,
  '0059-pam': m0059,
  '0064-lottery-bets': m0064,
  '0065-localized-banner-art': m0065,
  '0069-web-vitals': m0069,
  '0073-blog': m0073,
  '0074-aggregator-routing': m0074,
  '0075-pam-token-issued': m0075,
  '0076-pam-txn-session': m0076,
  '0077-zero-bets': m0077,
  '0078-lottery-secret': m0078,
  '0079-wallet-settlements': m0079,
  '0080-pam-bookings': m0080,
  '0081-localized-content': m0081,
  '0082-pending-sign-in': m0082,
  '0083-payee-name': m0083,
  '0084-game-wallet-vendor': m0084,
  '0085-audit-entry': m0085,
  '0086-staff': m0086,
  '0088-money-desk': m0088,
  '0090-player-desk': m0090,
  '0092-identity-documents': m0092,
  '0094-staff-passkeys': m0094,
  '0098-sign-in-devices': m0098,
};
