// The platform's routes that are not calls of the contract, and so are registered by hand,
// outside the route table (libs/contract/src/routes). route-table.spec.ts holds the platform to
// this list exactly: every other route comes from the table, and a route added by hand fails the
// spec until it is named here under a reason.

/** Routes outside the table, by why. */
export const OUTSIDE_THE_TABLE = {
  /** The API's documentation, generated from the route table (the page, JSON and YAML). */
  docs: [
    'GET /docs',
    'GET /docs/json',
    'GET /docs/static/*',
    'GET /docs/static/index.html',
    'GET /docs/static/swagger-initializer.js',
    'GET /docs/yaml',
  ],
  /** Artwork a browser loads by URL (`<img src>`): files, never a call the SDK makes. */
  artwork: [
    'GET /cdn/comment-images/:imageId',
    'GET /cdn/games/:file',
    'GET /cdn/hosts/:file',
    'GET /cdn/payments/:file',
    'GET /cdn/vendors/:file',
  ],
  /** For the proxy's health probe and search engines: plain text and XML by their standards. */
  crawlers: ['GET /health', 'GET /robots.txt', 'GET /sitemap.xml'],
  /** The page's vitals, sent by the browser as the page closes (`keepalive` fetch), not by the SDK. */
  beacon: ['POST /wps/vitals'],
  /** The PAM API the game aggregator calls: the aggregator's wire format and tokens, not ours. */
  pam: [
    'GET /pam/v1/players/:playerId/balance',
    'GET /pam/v1/players/:playerId/gamerounds/:providerGameRoundId',
    'GET /pam/v1/players/:playerId/transactions',
    'GET /pam/v1/players/session',
    'POST /pam/v1/players/:playerId/transactions',
    'PUT /pam/v1/players/session',
  ],
  /**
   * The sandbox vendors (payments, payouts, games, seamless wallet, OpenID, SMS inbox): the fake
   * edge, each speaking its vendor's protocol.
   */
  sandbox: [
    'GET /sandbox/chat',
    'GET /sandbox/inbox',
    'GET /sandbox/oidc/.well-known/openid-configuration',
    'GET /sandbox/oidc/authorize',
    'GET /sandbox/oidc/jwks',
    'GET /sandbox/pay/:reference',
    'GET /sandbox/pay/payouts/:reference',
    'GET /sandbox/play/crash',
    'GET /sandbox/play/lottery',
    'GET /sandbox/play/lottery/state',
    'GET /sandbox/play/slot',
    'GET /sandbox/wallet/balance',
    'POST /sandbox/aggregator/:provider/gamelaunch',
    'POST /sandbox/oidc/authorize',
    'POST /sandbox/oidc/token',
    'POST /sandbox/pay/:reference',
    'POST /sandbox/pay/callback',
    'POST /sandbox/pay/payout-callback',
    'POST /sandbox/pay/payouts/:reference',
    'POST /sandbox/play/crash/bet',
    'POST /sandbox/play/crash/round',
    'POST /sandbox/play/lottery/bet',
    'POST /sandbox/play/slot/spin',
    'POST /sandbox/wallet/cancel',
    'POST /sandbox/wallet/credit',
    'POST /sandbox/wallet/debit',
  ],
} as const;
