export * from './constants';
export * from './protection';
export * from './route-schemas';
export * from './routes';
export * from './ops-route-schemas';
export * from './ops-routes';
