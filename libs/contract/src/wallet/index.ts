export * from './balance';
export * from './constants';
export * from './wallets';
export * from './routes';
export * from './route-schemas';
