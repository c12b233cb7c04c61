export * from './articles';
export * from './constants';
