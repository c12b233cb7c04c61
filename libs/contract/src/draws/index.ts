export * from './constants';
export * from './draws';
export * from './route-schemas';
export * from './routes';
export * from './draw-seed-data';
export * from './ops-route-schemas';
export * from './ops-routes';
