import type { GameMenu, HelpTopic, PermissionInfo, WhitelabelInfo } from '@tessera/contract';
import { decideSystemStatus, isSiteHost, SystemStatus } from '@tessera/domain';
import type { PlatformClient } from '@tessera/sdk';

/** What the site learns once, at start-up, before it shows anything. */
export interface Startup {
  whitelabel: WhitelabelInfo;
  permission: PermissionInfo;
  systemStatus: SystemStatus;
  menus: GameMenu[];
  helpTopics: HelpTopic[];
}

/**
 * The start-up calls, in parallel so a 4G round trip is paid once. Menus and help are
 * nice-to-have: if they fail the shell still works, with fewer links. So is the domain list:
 * if it cannot be read the site opens (a failed check must not take a real brand down).
 * `host` is the page's own host name (`location.hostname`), checked against that list.
 */
export async function loadStartup(
  client: PlatformClient,
  language: string,
  host: string,
): Promise<Startup> {
  const [whitelabel, permission, menus, helpTopics, domains] = await Promise.all([
    client.system.whitelabel(),
    client.system.permission(),
    client.games.menus().catch((): GameMenu[] => []),
    client.system.helpCenter(language).catch((): HelpTopic[] => []),
    client.system.domainRoute().then(
      (route) => route.domains,
      () => null,
    ),
  ]);
  const systemStatus = decideSystemStatus({
    maintenance: permission.maintenance,
    regionRestricted: permission.regionRestriction,
    siteHost: domains === null || isSiteHost(host, domains),
  });
  return {
    whitelabel,
    permission,
    systemStatus,
    menus: systemStatus === SystemStatus.Normal ? menus : [],
    helpTopics,
  };
}
