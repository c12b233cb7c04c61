import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GameSummary } from '@tessera/contract';
import { throttleAllows } from '@tessera/domain';
import { useToast } from '@tessera/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { useLoggedIn, whileSignedIn } from '@tessera/site-shared/session';
import { favouriteIdsQuery } from '../api/get-game-list';
import { gameErrorKey } from '../utils/game-errors';
import { useGoToLogin } from '@tessera/site-account';

/** A favourite toggle counts once per second per game (spec §9). */
export const FAVOURITE_TOGGLE_INTERVAL_MS = 1000;

const NONE: ReadonlySet<number> = new Set();

// When each game was last toggled, per site instance (each test renders its own).
const lastToggles = new WeakMap<QueryClient, Map<number, number>>();

function withId(ids: ReadonlySet<number>, nodeId: number, on: boolean): ReadonlySet<number> {
  const next = new Set(ids);
  if (on) next.add(nodeId);
  else next.delete(nodeId);
  return next;
}

/** Whether this press may toggle the game now, remembering it if so. */
function mayToggle(queryClient: QueryClient, nodeId: number): boolean {
  const times = lastToggles.get(queryClient) ?? new Map<number, number>();
  lastToggles.set(queryClient, times);
  const now = Date.now();
  if (!throttleAllows(times.get(nodeId) ?? null, now, FAVOURITE_TOGGLE_INTERVAL_MS)) return false;
  times.set(nodeId, now);
  return true;
}

interface Toggle {
  game: GameSummary;
  adding: boolean;
}

/**
 * The hearts on game cards: `isFavourite(nodeId)` and `toggle(game)`. Ids load once for a
 * signed-in member (spec §4), shared by every card, and go with the member's other queries at
 * logout. A toggle updates the hearts first, then the platform, and rolls back with a message
 * if the platform refuses. A visitor's toggle opens the login popup.
 */
export function useFavourites() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const toast = useToast();
  const goToLogin = useGoToLogin();
  const loggedIn = useLoggedIn();
  const idsQuery = useMemo(() => favouriteIdsQuery(client), [client]);
  const { data: ids = NONE } = useQuery({
    ...idsQuery,
    // Asked when asking: a token dropped a moment ago must not be answered with a 401.
    enabled: () => loggedIn && whileSignedIn(client)(),
    staleTime: Infinity,
  });

  const { mutate } = useMutation({
    mutationFn: ({ game, adding }: Toggle) =>
      adding
        ? client.games.addFavourite({
            nodeId: game.nodeId,
            vendor: game.vassalage,
            gameType: game.gameType,
          })
        : client.games.removeFavourite(game.nodeId),
    onMutate: async ({ game, adding }) => {
      // A load still on its way would otherwise overwrite the heart just pressed.
      await queryClient.cancelQueries({ queryKey: idsQuery.queryKey });
      queryClient.setQueryData(idsQuery.queryKey, (before) =>
        withId(before ?? NONE, game.nodeId, adding),
      );
    },
    onError: (error, { game, adding }) => {
      // Roll back only this game, and only if nothing changed it since.
      queryClient.setQueryData(idsQuery.queryKey, (latest) =>
        latest?.has(game.nodeId) === adding ? withId(latest, game.nodeId, !adding) : latest,
      );
      toast.show({
        tone: 'error',
        message: t('games.favouriteFailed', { reason: t(gameErrorKey(error)) }),
      });
    },
  });

  const toggle = useCallback(
    (game: GameSummary) => {
      if (!loggedIn) return goToLogin();
      if (!mayToggle(queryClient, game.nodeId)) return;
      const current = queryClient.getQueryData(idsQuery.queryKey) ?? NONE;
      mutate({ game, adding: !current.has(game.nodeId) });
    },
    [loggedIn, queryClient, idsQuery.queryKey, mutate, goToLogin],
  );

  return useMemo(
    () => ({ isFavourite: (nodeId: number) => ids.has(nodeId), toggle }),
    [ids, toggle],
  );
}
