// @tessera/sdk/testing: a fake platform for the tests of code that uses the SDK (the site's).
// Test-only: never import it from production code.
export { failure, PlatformFailure, type Answer, type Answers, type PlatformCall } from './answers';
export { CALL_NAMES, type CallName, type ReplyOf } from './call-routes';
export { DEFAULT_ANSWERS } from './default-answers';
export {
  createPlatformFake,
  type FailOptions,
  type HeldCall,
  type PlatformFake,
  type PlatformFakeOptions,
} from './platform-fake';
export { TEST_PAYLOAD_KEY } from './session-fixtures';
export { claimedReward, promotion, promotionList, reward } from './promotion-fixtures';
export {
  confirmedWithdrawal,
  deposit,
  depositMethod,
  depositMethods,
  paidWithdrawal,
  payeeAccount,
  payeeNameState,
  settledWithdrawal,
  withdrawal,
  withdrawalOverview,
} from './cashier-fixtures';
export {
  game,
  homeMenus,
  homeVendorLanes,
  hotGames,
  lotteryBets,
  lotteryDraw,
  lotteryGames,
  menus,
  pageOf,
  vendorLanes,
  winners,
} from './game-fixtures';
export {
  balance,
  captcha,
  loginInfo,
  loginResult,
  member,
  registerSettings,
} from './member-fixtures';
export {
  announcements,
  domainRoute,
  helpTopics,
  permission,
  systemStatus,
  whitelabel,
} from './system-fixtures';
export {
  incomeReportOf,
  teamBetsPage,
  teamLedgerPage,
  teamMember,
  teamMembersPage,
  teamOverviewOf,
  userLossPage,
} from './agent-team-fixtures';
export { afterAction, contract, settlement } from './contract-fixtures';
export {
  activeSessions,
  loginHistoryPage,
  recoveryCodes,
  securityProfile,
  totpSetup,
} from './security-fixtures';
export { newIdentityTicket, socialAuthorizeUrl, socialLinks } from './social-fixtures';
export { identityDocuments, uploadedDocument } from './identity-fixtures';
export {
  drawOverview,
  FIXTURE_SERVER_SEED,
  missionLeaderboard,
  missionSummary,
  playedWheelTicket,
  wheelTicket,
} from './draw-fixtures';
export {
  mallItems,
  pointsBalance,
  pointsConfig,
  pointsEntries,
  redeemHistory,
  redeemRecord,
  vipInfo,
  vipLevels,
} from './points-fixtures';
export {
  commentPage,
  friendPage,
  messagePage,
  referralSummary,
  sentFeedback,
} from './engagement-fixtures';
export { lossLimits, playSession, protection, selfExclusion } from './protection-fixtures';
export { blogArticles, blogBody } from './blog-fixtures';
export {
  createOpsFake,
  FAKE_OWNER,
  FAKE_TOTP_CODE,
  type OpsCallName,
  type OpsFake,
  type OpsFakeOptions,
} from './ops-fake';
export { FAKE_PNG, type DeskState } from './ops-fake-desks';
