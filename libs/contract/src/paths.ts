/** Platform paths (spec §7), in one place so the SDK and the platform cannot drift apart. */
export const PATHS = {
  whitelabel: '/wps/system/whitelabel',
  systemStatus: '/wps/system/status',
  permission: '/wps/system/permission',
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  helpCenter: '/wps/system/helpCenter',
  domainRoute: '/wps/system/domainRoute',
  gameMenus: '/lgw/games/game_menus',
} as const;
