export * from './constants';
export * from './referral';
