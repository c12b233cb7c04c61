export * from './articles';
export * from './constants';
export * from './route-schemas';
export * from './routes';
