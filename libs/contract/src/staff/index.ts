export * from './constants';
export * from './staff';
export * from './passkeys';
export * from './routes';
export * from './route-schemas';
