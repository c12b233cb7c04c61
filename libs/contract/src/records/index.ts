export * from './constants';
export * from './records';
export * from './routes';
export * from './route-schemas';
