export * from './constants';
export * from './permission';
export * from './whitelabel';
export * from './routes';
export * from './route-schemas';
