export * from './constants';
export * from './messages';
export * from './route-schemas';
export * from './routes';
