export * from './constants';
export * from './players';
export * from './ops-routes';
export * from './ops-route-schemas';
