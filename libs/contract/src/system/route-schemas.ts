import { RegisterSettings } from '../accounts/registration';
import { HelpQuery, HelpTopics } from '../content/help';
import { bindSchemas } from '../core/route-schemas';
import { DomainRoute, PermissionInfo } from './permission';
import { SYSTEM_ROUTES } from './routes';
import { SystemStatusInfo, WhitelabelInfo } from './whitelabel';

/** The start-up calls with their schemas (platform and tests only). */
export const SYSTEM_CALLS = bindSchemas(SYSTEM_ROUTES, {
  whitelabel: { reply: WhitelabelInfo },
  status: { reply: SystemStatusInfo },
  permission: { reply: PermissionInfo },
  helpCenter: { querystring: HelpQuery, reply: HelpTopics },
  domainRoute: { reply: DomainRoute },
  registerSettings: { reply: RegisterSettings },
});
