export * from './constants';
export * from './points';
export * from './points-ops';
export * from './points-seed-data';
export * from './item-art';
export * from './ops-routes';
export * from './route-schemas';
export * from './routes';
