export { isHttpBaseUrl, playableGameUrl } from './aggregator-urls';
export {
  launchDestination,
  launchGate,
  type LaunchDestination,
  type LaunchTarget,
  type LaunchViewer,
} from './launch-route';
export {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  INHOUSE_CLASSIFY,
  INHOUSE_PAGE_SIZE,
  reshapeLanes,
  RNG_EXCLUDED_VENDORS,
  type Lane,
  type LaneCard,
  type ReshapeOptions,
} from './lanes';
export {
  ELOTT_PRIZE_VENDORS,
  GAME_FILTER_TYPES,
  PRIZE_MODES,
  prizeMode,
  type GameFilterType,
  type PrizeCard,
  type PrizeMode,
} from './prize-mode';
export { ICON_SWAP_CURRENCY, iconVendor, VENDOR_LOGO_SETS } from './vendor-icons';
export {
  JACKPOT_DELAYS_MS,
  JACKPOT_RANGE,
  JACKPOT_STEP_UNITS,
  jackpotStart,
  jackpotStep,
} from './jackpot';
export {
  cleanWinners,
  toMinor,
  WINNERS_REQUEST_LIMIT,
  WINNERS_SHOWN,
  type CleanWinner,
  type WinnerEntry,
} from './winners';
export {
  nextRollingValue,
  ROLLING_INTERVAL_MS,
  ROLLING_MAX_GROWTH,
  rollingStart,
} from './rolling-number';
export {
  HOME_SECTION_LIMIT,
  HOME_SECTION_ORDER,
  homeSections,
  HOT_CAROUSEL,
  VENDOR_SECTIONS,
  type HomeSection,
  type HomeSectionKey,
} from './home-sections';
