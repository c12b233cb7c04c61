import type { RegisterSettings } from '../accounts/registration';
import type { HelpQuery, HelpTopics } from '../content/help';
import { PATHS } from '../core/paths';
import { route, type NoRequest } from '../core/route';
import type { DomainRoute, PermissionInfo } from './permission';
import type { SystemStatusInfo, WhitelabelInfo } from './whitelabel';

/** The site's start-up calls (spec §7 "System"): the route table's entries, no session needed. */
export const SYSTEM_ROUTES = {
  whitelabel: route<NoRequest, WhitelabelInfo>('GET', PATHS.whitelabel, 'none'),
  status: route<NoRequest, SystemStatusInfo>('GET', PATHS.systemStatus, 'none'),
  /** Everything the shell needs first; answers even when the caller's region is blocked. */
  permission: route<NoRequest, PermissionInfo>('GET', PATHS.permission, 'none'),
  /** Help topics in a language (the platform falls back to the merchant default, then en). */
  helpCenter: route<{ query: HelpQuery }, HelpTopics>('GET', PATHS.helpCenter, 'none'),
  domainRoute: route<NoRequest, DomainRoute>('GET', PATHS.domainRoute, 'none'),
  /** The merchant's registration form: flags, field rules, countries. */
  registerSettings: route<NoRequest, RegisterSettings>('GET', PATHS.registerSettings, 'none'),
};
