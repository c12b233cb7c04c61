// The games area's door: what the lobby, the lottery, the shell and the app build with.
export { GameCard, type GameCardProps } from './components/game-card';
export { GameGrid, type GameGridProps } from './components/game-grid';
export { GameTypeLink, type GameTypeLinkProps } from './components/game-type-link';
export { VendorTile } from './components/vendor-tile';
export { hotGamesQuery } from './api/get-hot-games';
export { vendorLanesQuery } from './api/get-vendor-lanes';
export { gameListQuery } from './api/get-game-list';
export { useVendorWalletReady } from './hooks/use-vendor-wallet-ready';
export { useOpenGame } from './hooks/use-open-game';
export { prefetchGameList } from './pages/game-list/game-list-query';
export { gameErrorKey } from './utils/game-errors';
export {
  LazyAccountGamesPage,
  LazyGameCentrePage,
  LazyGameListPage,
  LazyGamePopup,
  LazyFundWalletPrompt,
  LazyMaintenanceDialog,
  LazySeamlessPage,
  LazyVendorGamesModal,
} from './lazy-screens';
export { gameListSearch, seamlessSearch, type GameListSearch, type SeamlessSearch } from './search';
export type { GameCentrePath, GameListPath } from './utils/game-lists';
export { FavouritesProvider } from './hooks/favourites-context';
