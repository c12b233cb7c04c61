export * from './constants';
export * from './points';
export * from './points-ops';
