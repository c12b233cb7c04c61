export * from './outbox';
export * from './paths';
export * from './settings';
export * from './merchants';
export * from './merchant-updates';
export * from './aggregator-settings';
export * from './permissions';
export * from './ops-route';
