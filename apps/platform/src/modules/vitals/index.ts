// The vitals module (issue 14 field data): Core Web Vitals of real visits, reported by the site
// (`POST /wps/vitals`) and stored per merchant and page; the operator reads the p75 per metric
// and page (`vitalsSummary`, served under /ops by the operator module). Depends on merchants
// and accounts (the per-address limit).
// Other modules, app.ts and seed.ts import only what this file exports.

export type { WebVitalTable } from './vitals-tables';
export { vitalsModule, type VitalsDeps } from './vitals-routes';
export { vitalsOpsRoutes } from './ops/vitals-ops-routes';
