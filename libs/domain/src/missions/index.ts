export * from './mission-period';
