export * from './bound-route-table';
export * from './route-table';
