export { createSite, type CreateSiteOptions } from './app/create-site';
