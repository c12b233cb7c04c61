// The accounts module: sessions, login, registration, passwords, SMS codes, the outbox,
// rate limits, sealed payloads and member info. `memberOnly` is the one session check that other
// modules wrap their token routes in. Depends on merchants and wallet.
// Other modules, app.ts and seed.ts import only what this file exports.
// Inside, by responsibility: session/ (login, sessions, unlock), registration/, password/,
// security/ (the security centre: sessions, profile, contacts, two-factor), member/ (member
// reads, changes and routes), verification/ (codes, phone numbers, the outbox), captcha/,
// limits/ (per-IP and per-secret limits), payload/ (sealed bodies), ops/; the module's
// composition, context, tables and seeds stay at the root.

export { accountRoutes as accountsModule } from './account-routes';
export { randomCaptchaText } from './captcha/captcha';
export { DEV_INBOX_PATH, devInboxRoutes } from './verification/dev-inbox';
export { DEFAULT_IP_LIMITS, type IpLimits } from './context';
export { memberOnly, requestSession } from './session/member-only';
export { sealedBody } from './payload/sealed-body';
export { listOutbox, outboxSender, type MessageSender } from './verification/outbox';
export { seedAccounts } from './seed-accounts';
export { SEED_ACCOUNTS } from './seed-accounts-data';
export {
  secretTriesLeft,
  trySecret,
  type SecretTriesLeft,
  type SecretTry,
} from './limits/secret-tries';
export { createAccountSettings, type AccountSecrets } from './account-setup';
export { checkNewPassword } from './password/password-flows';
export { checkPassword, hashPassword } from './password/passwords';
export { accountSettings } from './account-settings';
export {
  createMember,
  createMemberIfAbsent,
  createMemberInTransaction,
  findByAccount,
  normalizeAccount,
} from './member/members';
export { revokeOtherSessions } from './session/sessions';
export { accountNames, memberRows } from './member/member-reads';
export { lockMembers, resetToDefaultPassword, setMemberLocked } from './member/member-changes';
export { signIn } from './session/login';
export { signInClientOf, type SignInClient } from './session/login-history';
export { checkProvenSignIn, findMemberById, type SignInAnswers } from './session/proven-sign-in';
export { setPassword } from './password/password-flows';
export { hasPassword, markPasswordless } from './password/password-state';
export { setFirstPassword } from './security/first-password';
export { type AccountDeps } from './context';
export { type Member } from './account-tables';
export { limitPerWindow } from './limits/rate-limits';
export {
  correctPayeeName,
  payeeNameHistory,
  payeeNameState,
  payeeNameForAccount,
} from './member/payee-name';
export { outboxOpsRoutes } from './ops/outbox-ops-routes';
export { memberBirthdays, sessionRows } from './session/session-rows';
export { membersSharingIpOrDevice, type SharedSignIn } from './session/shared-sign-ins';
export { referralCodeOf } from './registration/referral-code';
export { endSessionsOfIdentity, provenIdentity } from './session/identity-sessions';
export { playerAccountOpsRoutes } from './ops/player-ops-routes';
export { memberMerchant, merchantOfMember, playerAccount, playerStanding } from './ops/player-desk';
