export * from './constants';
export * from './vitals';
