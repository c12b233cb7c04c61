// The operator module: /ops routes behind one bearer-token hook (merchant settings, the
// outbox, the withdrawal and bank deposit queues and decisions, balance adjustments). Depends
// on merchants, accounts, payments and wallet.
// Other modules, app.ts and seed.ts import only what this file exports.

export { opsRoutes as operatorModule } from './ops-routes';
export { createMerchant } from './create-merchant';
export { seedBrands, type SeedBrand } from './seed-brands';
