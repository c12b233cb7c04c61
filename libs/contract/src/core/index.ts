export * from './envelope';
export * from './error-codes';
export * from './params';
export * from './paths';
export * from './period-limit-constants';
export * from './period-limits';
export * from './schema-types';
