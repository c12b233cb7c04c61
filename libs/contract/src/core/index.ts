export * from './cursor-page';
export * from './envelope';
export * from './error-codes';
export * from './params';
export * from './paths';
export * from './schema-types';
export * from './route';
export * from './route-schemas';
