// The games feature's public face: what pages (the home, the game pages) build with.
export { GameCard, type GameCardProps } from './game-card';
export { GameGrid, type GameGridProps } from './game-grid';
export { VendorTile } from './vendor-tile';
export { useLaunchGame } from './use-launch-game';
export { FAVOURITE_TOGGLE_INTERVAL_MS, favouriteIdsAtom, useFavourites } from './favourites';
export { cacheKeys, cachedCall, type CachedCallOptions } from './session-cache';
export { loadHotGames, loadVendorLanes, type CacheScope } from './cached-games';
export { useAsync, type AsyncState } from './hooks/use-async';
export { useOpenGame } from './use-open-game';
export { useGoToLogin } from './hooks/use-go-to-login';
