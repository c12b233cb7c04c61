export * from './contract-periods';
export * from './contract-tiers';
export * from './settlement-maths';
