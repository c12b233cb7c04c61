export * from './constants';
export * from './referral';
export * from './route-schemas';
export * from './routes';
