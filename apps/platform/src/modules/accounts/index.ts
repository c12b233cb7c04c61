// The accounts module: sessions, login, registration, passwords, SMS codes, the outbox,
// rate limits, sealed payloads and member info. `memberOnly` is the one session check that other
// modules wrap their token routes in. Depends on merchants and wallet.
// Other modules, app.ts and seed.ts import only what this file exports.

export { accountRoutes as accountsModule } from './account-routes';
export { randomCaptchaText } from './captcha';
export { DEV_INBOX_PATH, devInboxRoutes } from './dev-inbox';
export { DEFAULT_IP_LIMITS, type IpLimits } from './context';
export { memberOnly, requestSession } from './member-only';
export { sealedBody } from './sealed-body';
export { listOutbox, outboxSender, type MessageSender } from './outbox';
export { seedAccounts } from './seed-accounts';
export { SEED_ACCOUNTS } from './seed-accounts-data';
export { secretTriesLeft, trySecret, type SecretTriesLeft, type SecretTry } from './secret-tries';
export { createAccountSettings, type AccountSecrets } from './account-setup';
export { checkNewPassword } from './password-flows';
export { checkPassword, hashPassword } from './passwords';
export { accountSettings } from './account-settings';
export {
  createMember,
  createMemberIfAbsent,
  createMemberInTransaction,
  findByAccount,
  normalizeAccount,
} from './members';
export { revokeOtherSessions } from './sessions';
export { accountNames, memberRows } from './member-reads';
export { lockMembers, resetToDefaultPassword, setMemberLocked } from './member-changes';
export { rateLimited } from './rate-limits';
export { signIn } from './login';
export { checkProvenSignIn, findMemberById, type SignInAnswers } from './proven-sign-in';
export { setPassword } from './password-flows';
export { hasPassword, markPasswordless } from './password-state';
export { setFirstPassword } from './first-password';
export { type AccountDeps } from './context';
export { type Member } from './account-tables';
export { limitPerWindow } from './rate-limits';
export {
  correctPayeeName,
  payeeNameHistory,
  payeeNameState,
  payeeNameForAccount,
} from './payee-name';
export { outboxOpsRoutes } from './ops/outbox-ops-routes';
export { memberBirthdays, sessionRows } from './session-rows';
export { referralCodeOf } from './referral-code';
export { endSessionsOfIdentity, provenIdentity } from './identity-sessions';
