// The operator module: what is about operators themselves, not one business area: the permission
// catalogue every /ops route declares from (the guard is the staff module's), and the
// creation of a merchant, which sets up several modules at once. Each area's operator routes
// live in its own module (modules/<area>/ops/); src/ops-api.ts registers them behind the guard.
// Other modules, app.ts and seed.ts import only what this file exports.

export { PERMISSIONS, isPermission, type Permission } from './permissions';
export { merchantOpsRoutes } from './merchant-ops-routes';
export { createMerchant } from './create-merchant';
export { seedBrands, type SeedBrand } from './seed-brands';
