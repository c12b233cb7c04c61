// Each platform call declared once, as a TypeBox schema (JSON Schema the platform validates,
// serializes and documents with), with its TypeScript type derived by `Static<>`. Runtime
// constants live in `constants.ts` / `paths.ts` modules that build no schema, so a browser bundle
// importing only those and types leaves TypeBox out (`"sideEffects": false`).
export * from './accounts';
export * from './agent';
export * from './aggregator';
export * from './audit';
export * from './cashier';
export * from './blog';
export * from './content';
export * from './feedback';
export * from './core';
export * from './draws';
export * from './games';
export * from './identity';
export * from './lottery';
export * from './missions';
export * from './messages';
export * from './operator';
export * from './pam';
export * from './players';
export * from './promotions';
export * from './protection';
export * from './points';
export * from './records';
export * from './referral';
export * from './routes';
export * from './sandbox';
export * from './staff';
export * from './system';
export * from './vip';
export * from './wallet';
export * from './vitals';
