export type { BrandConfig } from './brand-config';
export { BrandConfigError, defineBrand } from './define-brand';
export { BOOT_IDS, START_FAILED_EVENT } from './boot-ids';
