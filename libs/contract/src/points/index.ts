export * from './constants';
export * from './points';
export * from './points-ops';
export * from './ops-routes';
export * from './route-schemas';
export * from './routes';
