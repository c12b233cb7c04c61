export * from './constants';
export * from './team';
