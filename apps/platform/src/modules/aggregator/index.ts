// The aggregator module (issue 16): a merchant's aggregator (Valkyrie's operator API: base URL
// and API key) and the game-launch call made to it. The games module launches through it; the
// operator module sets it. Other modules, app.ts and seed.ts import only what this file exports.

export type { MerchantAggregatorTable } from './aggregator-tables';
export { aggregatorView, saveAggregator, type AggregatorView } from './aggregator-settings';
export {
  launchThroughAggregator,
  type AggregatorCallOptions,
  type AggregatorLaunch,
} from './aggregator-launch';
