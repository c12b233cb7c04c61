export * from './constants';
export * from './staff';
export * from './routes';
export * from './route-schemas';
