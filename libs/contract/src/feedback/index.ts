export * from './constants';
export * from './feedback';
export * from './route-schemas';
export * from './routes';
