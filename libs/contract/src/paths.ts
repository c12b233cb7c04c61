/** Platform paths (spec §7), in one place so the SDK and the platform cannot drift apart. */
export const PATHS = {
  whitelabel: '/wps/system/whitelabel',
  systemStatus: '/wps/system/status',
} as const;
