export * from './articles';
export * from './blog-seed-data';
export * from './constants';
export * from './route-schemas';
export * from './routes';
