export * from './constants';
export * from './pam';
export * from './ops-route-schemas';
export * from './ops-routes';
