export { createSite, type CreateSiteOptions } from './create-site';
