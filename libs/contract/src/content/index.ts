export * from './announcement-query';
export * from './announcements';
export * from './constants';
export * from './help';
