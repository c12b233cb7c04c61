export { PlayerPage, PlayerView, validatePlayerTab, type PlayerTab } from './player-page';
export { PlayerSearchPage, validatePlayerSearch, type PlayerSearch } from './search-page';
