import { createContext, useContext, type ReactNode } from 'react';
import { useFavourites } from './favourites';

type Favourites = ReturnType<typeof useFavourites>;

const FavouritesContext = createContext<Favourites | null>(null);

/**
 * One favourites state for every heart on the page: a lobby draws dozens of game cards, and each
 * one setting up its own query and mutation was a measurable part of a phone's first render.
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  return (
    <FavouritesContext.Provider value={useFavourites()}>{children}</FavouritesContext.Provider>
  );
}

/** The page's favourites (FavouritesProvider), or null where a card stands alone (stories). */
export function useSharedFavourites(): Favourites | null {
  return useContext(FavouritesContext);
}
