// The lottery module: lottery definitions, computed draws and their routes. Depends on
// merchants and games (the catalogue seed takes LOTTERY_GAMES from the top-level seed).
// Other modules, app.ts and seed.ts import only what this file exports.

export { LOTTERY_GAMES } from './lottery-games';
export { lotteryRoutes as lotteryModule } from './lottery-routes';
