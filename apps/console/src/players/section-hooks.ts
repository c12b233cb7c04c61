import { useQueryClient } from '@tanstack/react-query';
import type { PlayerProfile } from '@tessera/contract';
import { useState } from 'react';

// Helpers the player page's sections share: the props every section takes, refreshing the
// player after a change, and cursor pages kept in component state.

export type Props = { profile: PlayerProfile };

/** Refreshes what the desk shows of this player after a change. */
export function useRefresh(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['player', id] });
}

/** Cursor pages kept in component state (the player page's URL holds only the tab). */
export function useLocalCursor() {
  const [stack, setStack] = useState<(string | undefined)[]>([undefined]);
  const cursor = stack[stack.length - 1];
  return {
    cursor,
    page: stack.length,
    hasPrevious: stack.length > 1,
    next: (c: string) => setStack((s) => [...s, c]),
    previous: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
  };
}
