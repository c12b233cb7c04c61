export * from './constants';
export * from './deposits';
export * from './payee-accounts';
export * from './sandbox-pay';
export * from './withdrawal-password';
export * from './withdrawals';
export * from './withdrawal-confirmation';
