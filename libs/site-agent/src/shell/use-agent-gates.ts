import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformClient } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { gatesFromFunds, NO_AGENT_GATES, type AgentGates } from './agent-menu-entries';

/** The consolidated funds' agent flags, as the menu's gates. */
export const agentGatesQuery = (client: PlatformClient) =>
  queryOptions({
    queryKey: ['agent', 'gates'],
    queryFn: async () => gatesFromFunds(await client.wallet.consolidated()),
    staleTime: 60_000,
  });

/** The agent's gates; all off until the platform answered (a gated entry never flashes). */
export function useAgentGates(): AgentGates {
  const client = usePlatformClient();
  return useQuery(agentGatesQuery(client)).data ?? NO_AGENT_GATES;
}
