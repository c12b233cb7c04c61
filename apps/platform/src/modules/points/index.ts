// The points module: points (earned from settled rounds and approved deposits by a sweep, never
// expiring, every change an entry), the points mall (items, stock, redeems the operator
// decides) and converting points to balance. Depends on accounts, merchants, payments (the
// withdrawal password) and wallet.
// Other modules, app.ts and seed.ts import only what this file exports.

export { pointsModule } from './points-module';
export { POINTS_EARN_SWEEP } from './points-earn';
export { movePoints, pointsOf } from './points-ledger';
export { seedPoints, DEMO_POINTS } from './seed-points';
export { pointsOpsRoutes } from './ops/points-ops-routes';
