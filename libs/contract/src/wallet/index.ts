export * from './balance';
export * from './constants';
export * from './wallets';
