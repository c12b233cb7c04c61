export * from './constants';
export * from './draws';
