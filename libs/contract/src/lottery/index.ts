export * from './constants';
export * from './lottery';
