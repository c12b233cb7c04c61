// The sandbox-vendor module: the built-in vendor's pages, their play calls and the
// seamless-wallet API, and the demo rounds seed. Depends on wallet, games and accounts.
// Other modules, app.ts and seed.ts import only what this file exports.

export { CRASH_VERIFY_JS } from './crash-verify-script';
export { VENDOR_KEY_HEADER } from './launch-auth';
export { sandboxRoutes as sandboxVendorModule } from './sandbox-routes';
export { SEED_ROUND_PLANS, seedRounds } from './seed-rounds';
