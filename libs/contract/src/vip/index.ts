export * from './constants';
export * from './vip';
export * from './route-schemas';
export * from './routes';
