// The lottery area's door: its pages (loaded on first use), their paths and query.
export { LazyLotteryPage } from './lazy-screens';
export { lotterySearch, type LotterySearch } from './search';
export type { LotteryPath } from './utils/lottery-pages';
