import { queryOptions } from '@tanstack/react-query';
import { WINNERS_REQUEST_LIMIT } from '@tessera/domain';
import type { PlatformClient } from '@tessera/sdk';

/** The recorded wins the winners board picks from (spec §4, §9). */
export const winnersQuery = (client: PlatformClient, language: string) =>
  queryOptions({
    queryKey: ['lobby', 'winners', language],
    queryFn: () => client.games.winners(language, WINNERS_REQUEST_LIMIT),
  });
