export * from './constants';
export * from './feedback';
