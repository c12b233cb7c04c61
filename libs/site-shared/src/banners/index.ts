export { bannerTarget, type BannerTarget } from './banner-target';
export { lobbyContent, bannersOf, playerNotices } from './banners-query';
export { GroupBanner, type GroupBannerProps } from './group-banner';
