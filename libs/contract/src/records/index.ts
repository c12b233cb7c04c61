export * from './constants';
export * from './records';
