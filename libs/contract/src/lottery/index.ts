export * from './constants';
export * from './lottery';
export * from './lottery-bets';
export * from './route-schemas';
export * from './routes';
