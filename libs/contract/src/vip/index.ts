export * from './constants';
export * from './vip';
export * from './vip-seed-data';
export * from './route-schemas';
export * from './routes';
