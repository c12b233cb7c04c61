// The sandbox-vendor module: the built-in vendor's pages, their play calls (booked through the
// PAM API as an aggregator of its own), the seamless-wallet API, and the demo rounds seed.
// Depends on pam, wallet, games, lottery and accounts.
// Other modules, app.ts and seed.ts import only what this file exports.

export { CRASH_VERIFY_JS } from './crash-verify-script';
export { VENDOR_KEY_HEADER } from './launch-auth';
export { lotterySettling } from './lottery-settling';
export { sandboxPamClient, type SandboxPamClient, type SandboxPlayer } from './pam-client';
export { sandboxRoutes as sandboxVendorModule } from './sandbox-routes';
export { SEED_ROUND_PLANS, seedRounds } from './seed-rounds';
