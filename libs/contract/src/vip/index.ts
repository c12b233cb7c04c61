export * from './constants';
export * from './vip';
