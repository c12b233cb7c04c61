export * from './balance';
