export { COMING_DESKS, DESKS } from './desks';
export { HomePage } from './home-page';
export { LanguageSwitcher } from './language-switcher';
export { RequirePermission } from './require-permission';
export { SessionsPage } from './sessions-page';
export { MerchantSwitcher, Shell } from './shell';
