// The social module: Facebook and Google sign-in through OpenID Connect (openid-client), one
// adapter per provider, each merchant's clients, linked identities and their tickets (issue 13
// C). Depends on accounts (sessions, checks, passwords) and merchants.
// Other modules, app.ts and seed.ts import only what this file exports.

export { socialRoutes as socialModule } from './social-routes';
export { seedSocial } from './seed-social';
export { socialOpsRoutes } from './ops/social-ops-routes';
