export * from './constants';
export * from './referral';
export * from './route-schemas';
export * from './routes';
export * from './ops-route-schemas';
export * from './ops-routes';
