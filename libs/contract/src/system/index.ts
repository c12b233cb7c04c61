export * from './constants';
export * from './permission';
export * from './whitelabel';
