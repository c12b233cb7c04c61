export * from './constants';
export * from './protection';
