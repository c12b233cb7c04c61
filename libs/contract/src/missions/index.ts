export * from './constants';
export * from './missions';
