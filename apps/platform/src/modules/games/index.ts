// The games module: menus, lists, lanes, favourites, recent games, launching, artwork, the
// winners board, poker rooms and live hosts. Depends on merchants, accounts and wallet.
// Other modules, app.ts and seed.ts import only what this file exports.

export { offeredGameCodes, offersGame, playableGames } from './catalogue-reads';
export { vendorOn } from './game-rows';
export { gamesModule } from './games-module';
export { sandboxKind, type SandboxKind } from './launchable-games';
export { seedDisabledVendors, seedGameCatalogue } from './seed-games';
export { gamesOpsRoutes } from './ops/games-ops-routes';
export { gameRows, vendorRows } from './catalogue-rows';
