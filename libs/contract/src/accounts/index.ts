export * from './constants';
export * from './member';
export * from './passwords';
export * from './payload';
export * from './registration';
export * from './session';
export * from './verification';
