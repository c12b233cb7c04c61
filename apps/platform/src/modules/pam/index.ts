// The PAM module (issue 16): the Valkyrie aggregator's PAM API under /pam/v1 — game sessions
// (launch tokens), balances, transactions and rounds — booked through the wallet module. Its
// replies are the document's wrapper, not the envelope (see pam-module.ts).
// Other modules, app.ts and seed.ts import only what this file exports.

export type { PamApiTokenTable, PamTxnTable } from './pam-tables';
export { pamLogBindings, pamModule } from './pam-module';
export { ApiTokenStore, API_TOKEN_TRUST_MS, type ApiTokenInfo } from './pam-api-tokens';
export { fromMinor, toMinor, currencyExponent } from './pam-amounts';
export { closeSettlementSession, openSettlementSession } from './pam-sessions';
export { providerRoundOf, walletRoundId as pamRoundRef } from './pam-txn-store';
export { pamFunctions } from './sql/pam-functions';
export { pamTokenOpsRoutes } from './ops/pam-token-ops-routes';
export { registerSandboxAggregator } from './sandbox-aggregator-token';
