// The draws module: lucky draws (red envelopes, the prize wheel, golden eggs). Prizes and
// weights per merchant and game, earning rules, tickets with a committed server seed, and plays
// decided by the shared provably-fair formula (libs/domain) and paid through the ledger.
// Depends on accounts, merchants and wallet. Other modules, app.ts and seed.ts import only what
// this file exports.

export type { DrawGameTable, DrawRuleTable, DrawTicketTable } from './draw-tables';
export { drawsModule } from './draws-module';
export { drawOutcome, issueTicket, unplayedTicketCount, type TicketGrant } from './draw-tickets';
export { DEMO_DRAW_ACCOUNT, seedDraws } from './seed-draws';
export { drawOpsRoutes } from './ops/draw-ops-routes';
