export * from './constants';
export * from './game-launch';
