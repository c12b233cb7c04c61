export * from './constants';
export * from './protection';
export * from './route-schemas';
export * from './routes';
