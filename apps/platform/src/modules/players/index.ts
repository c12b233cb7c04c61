// The players module: the operator's player desk (issue 29). It owns the desk's own tables, staff
// notes on a member (append only) and tags, and puts the profile together from the modules that
// own each part (accounts, wallet, cashier, protection, agent). The desk's other calls live in
// those modules' ops/ folders. Other modules, app.ts and seed.ts import only what this file
// exports.

export type { MemberNoteTable, MemberTagTable } from './players-tables';
export { playerOpsRoutes } from './ops/player-ops-routes';
export { playerProfile } from './profile';
export { playersFunctions } from './sql/member-note-append-only.sql';
