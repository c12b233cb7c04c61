export * from './constants';
export * from './deposits';
export * from './sandbox-pay';
export * from './withdrawal-password';
