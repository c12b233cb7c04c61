// The sandbox-oidc module: the built-in OpenID provider under /sandbox/oidc that the demo and
// the tests sign in with, as Google and as Facebook (issue 13 C). Depends on core only.
// Other modules, app.ts and seed.ts import only what this file exports.

export { sandboxOidcRoutes as sandboxOidcModule } from './sandbox-oidc-routes';
