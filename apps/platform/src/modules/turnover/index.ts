// The turnover module: turnover requirements (bonus money to wager before withdrawing) and the
// one rule of their progress, computed from the wallet's game rounds when read (bets write
// nothing here). No routes of its own: payments checks it on withdrawals and shows it in the
// withdrawal overview, the operator adds (with an adjustment), lists and waives requirements,
// and the deposit-bonus hook (promotions) adds them. Depends on the wallet (its `walletRows`
// and `gameRoundRows` read models).
// Other modules, app.ts and seed.ts import only what this file exports.

export { addRequirement, type NewRequirement } from './requirements';
export {
  NO_TURNOVER,
  refuseUntilTurnoverMet,
  turnoverLeftOf,
  turnoverProgress,
} from './turnover-rule';
export { turnoverOpsRoutes } from './ops/turnover-ops-routes';
