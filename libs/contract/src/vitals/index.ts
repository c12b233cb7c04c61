export * from './constants';
export * from './vitals';
export * from './route-schemas';
export * from './routes';
