export * from './constants';
export * from './missions';
export * from './route-schemas';
export * from './routes';
