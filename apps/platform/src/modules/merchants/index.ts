// The merchants module: merchant, site and settings repositories with their cache, the
// merchant and access hooks, whitelabel, status, permission and health. Depends on core only.
// Other modules, app.ts and seed.ts import only what this file exports.

export { MERCHANT_CACHE_TTL_MS, merchantCache, type MerchantCache } from './merchant-cache';
export { requestMerchant, requestSite } from './merchant-plugin';
export { type Merchant } from './merchant-tables';
export { merchantsModule } from './merchants-module';
export { createMerchantRecords } from './merchant-setup';
export { findMerchant } from './merchant-repository';
export { enabledFeatures, lockMerchant, merchantCodes, merchantOfHost } from './merchant-reads';
export { seedMerchants } from './seed-merchants';
export { setMerchantCurrency } from './profile-repository';
export { merchantsOpsRoutes } from './ops/merchants-ops-routes';
export { knownMerchant } from './known-merchant';
export { merchantRows } from './merchant-rows';
