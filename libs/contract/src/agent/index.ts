export * from './contract-paths';
export * from './contracts';
export * from './salary';
