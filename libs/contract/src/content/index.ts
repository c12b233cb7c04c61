export * from './announcement-query';
export * from './announcements';
export * from './constants';
export * from './help';
export * from './routes';
export * from './route-schemas';
