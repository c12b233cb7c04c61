import type { GameMenu, HelpTopic, PermissionInfo, WhitelabelInfo } from '@tessera/contract';
import { decideSystemStatus, SystemStatus } from '@tessera/domain';
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
 * nice-to-have: if they fail the shell still works, with fewer links.
 */
export async function loadStartup(client: PlatformClient, language: string): Promise<Startup> {
  const [whitelabel, permission, menus, helpTopics] = await Promise.all([
    client.system.whitelabel(),
    client.system.permission(),
    client.games.menus().catch((): GameMenu[] => []),
    client.system.helpCenter(language).catch((): HelpTopic[] => []),
  ]);
  const systemStatus = decideSystemStatus({
    maintenance: permission.maintenance,
    regionRestricted: permission.regionRestriction,
  });
  return {
    whitelabel,
    permission,
    systemStatus,
    menus: systemStatus === SystemStatus.Normal ? menus : [],
    helpTopics,
  };
}
