export * from './constants';
export * from './promotions';
export * from './rewards';
export * from './operator-promotions';
export * from './routes';
export * from './ops-routes';
export * from './route-schemas';
