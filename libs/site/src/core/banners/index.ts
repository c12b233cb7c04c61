export { bannerTarget, type BannerTarget } from './banner-target';
export { bannersQuery, bannersOf } from './banners-query';
export { GroupBanner, type GroupBannerProps } from './group-banner';
