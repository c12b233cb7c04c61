// The lottery module: lottery definitions, computed draws and their routes, and the bets on
// them (placed and settled by the sandbox vendor, which hands in the wallet). Depends on
// merchants, games, accounts and wallet (types). Other modules, app.ts and seed.ts import only
// what this file exports.

export { LOTTERY_GAMES, isLotteryGame } from './lottery-games';
export { lotteryModule } from './lottery-module';
export { betTxn, lotteryTable, placeBet, type BetBooking } from './lottery-bets';
export {
  LOTTERY_SETTLEMENT,
  settleLotteryBets,
  type LotteryBetRow,
  type SettlementBookings,
} from './lottery-settlement';
export { lotteryOpsRoutes } from './ops/lottery-ops-routes';
export { drawKeySource, type DrawKey, type DrawKeySource } from './lottery-secret';
