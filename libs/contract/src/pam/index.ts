export * from './constants';
export * from './pam';
