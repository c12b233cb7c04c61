export * from './constants';
export * from './promotions';
export * from './rewards';
export * from './operator-promotions';
