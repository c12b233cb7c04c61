export * from './constants';
export * from './contract-paths';
export * from './contracts';
export * from './salary';
export * from './team';
