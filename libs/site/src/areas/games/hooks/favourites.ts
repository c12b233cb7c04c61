import type { GameSummary } from '@tessera/contract';
import { throttleAllows } from '@tessera/domain';
import { useToast } from '@tessera/ui';
import { atom, useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../../../core/platform-client/use-platform-client';
import { memberAtom } from '../../../core/session';
import { gameErrorKey } from '../utils/game-errors';
import { useGoToLogin } from '../../account';

/** A favourite toggle counts once per second per game (spec §9). */
export const FAVOURITE_TOGGLE_INTERVAL_MS = 1000;

/** The favourite games of one member: ids tagged with whose they are. */
interface Favourites {
  memberId: number;
  ids: ReadonlySet<number>;
}

const favouritesAtom = atom<Favourites | null>(null);
const NONE: ReadonlySet<number> = new Set();

/** The signed-in member's favourite node ids; empty for visitors and until loaded. */
export const favouriteIdsAtom = atom((get) => {
  const stored = get(favouritesAtom);
  const member = get(memberAtom);
  // Ids of an earlier member (before a logout or an account switch) never show.
  return stored && member && stored.memberId === member.id ? stored.ids : NONE;
});

// When each game was last toggled, per store (each test renders its own store).
const lastToggles = new WeakMap<object, Map<number, number>>();
// One load per store and member, however many cards mount at once.
const loading = new WeakMap<object, number>();

function withId(ids: ReadonlySet<number>, nodeId: number, on: boolean): ReadonlySet<number> {
  const next = new Set(ids);
  if (on) next.add(nodeId);
  else next.delete(nodeId);
  return next;
}

/**
 * The hearts on game cards: `isFavourite(nodeId)` and `toggle(game)`. Ids load only for a
 * signed-in member (spec §4) and are forgotten at logout. A toggle updates the hearts first,
 * then the platform, and rolls back with a message if the platform refuses. A visitor's toggle
 * opens the login popup.
 */
export function useFavourites() {
  const client = usePlatformClient();
  const store = useStore();
  const { t } = useTranslation();
  const toast = useToast();
  const goToLogin = useGoToLogin();
  const member = useAtomValue(memberAtom);
  const ids = useAtomValue(favouriteIdsAtom);

  useEffect(() => {
    if (!member) {
      store.set(favouritesAtom, null);
      return;
    }
    if (store.get(favouritesAtom)?.memberId === member.id || loading.get(store) === member.id)
      return;
    loading.set(store, member.id);
    client.games
      .favouriteIds()
      .then(
        ({ nodeIds }) => {
          if (store.get(memberAtom)?.id === member.id)
            store.set(favouritesAtom, { memberId: member.id, ids: new Set(nodeIds) });
        },
        // Without ids every heart shows empty; the next card that mounts tries again.
        () => undefined,
      )
      .finally(() => loading.delete(store));
  }, [client, store, member]);

  const toggle = useCallback(
    (game: GameSummary) => {
      const current = store.get(memberAtom);
      if (!current) return goToLogin();
      const times = lastToggles.get(store) ?? new Map<number, number>();
      lastToggles.set(store, times);
      const now = Date.now();
      if (!throttleAllows(times.get(game.nodeId) ?? null, now, FAVOURITE_TOGGLE_INTERVAL_MS))
        return;
      times.set(game.nodeId, now);

      const before = store.get(favouriteIdsAtom);
      const adding = !before.has(game.nodeId);
      const after = withId(before, game.nodeId, adding);
      store.set(favouritesAtom, { memberId: current.id, ids: after });
      const request = adding
        ? client.games.addFavourite({
            nodeId: game.nodeId,
            vendor: game.vassalage,
            gameType: game.gameType,
          })
        : client.games.removeFavourite(game.nodeId);
      request.catch((error: unknown) => {
        // Roll back only this game, and only if nothing changed it since.
        const latest = store.get(favouriteIdsAtom);
        if (latest.has(game.nodeId) === adding && store.get(memberAtom)?.id === current.id)
          store.set(favouritesAtom, {
            memberId: current.id,
            ids: withId(latest, game.nodeId, !adding),
          });
        toast.show({
          tone: 'error',
          message: t('games.favouriteFailed', { reason: t(gameErrorKey(error)) }),
        });
      });
    },
    [client, store, toast, t, goToLogin],
  );

  return useMemo(
    () => ({ isFavourite: (nodeId: number) => ids.has(nodeId), toggle }),
    [ids, toggle],
  );
}
