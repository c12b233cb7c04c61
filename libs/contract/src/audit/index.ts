export * from './constants';
export * from './audit';
export * from './route-schemas';
export * from './routes';
