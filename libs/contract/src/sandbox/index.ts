export * from './constants';
export * from './pages';
export * from './play';
export * from './wallet';
export * from './oidc';
