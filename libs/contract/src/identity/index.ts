export * from './constants';
export * from './identity';
export * from './route-schemas';
export * from './routes';
