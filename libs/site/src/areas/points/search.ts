/** The points mall's screens (spec §2): redeem, history, details, rules, exchange rates. */
export const MALL_TABS = ['mall', 'history', 'details', 'rules', 'rates'] as const;
export type MallTab = (typeof MALL_TABS)[number];

/** Query of /pointMall: the screen shown, so a link or a reload opens it. */
export interface PointMallSearch {
  tab?: MallTab;
}

export const pointMallSearch = (search: Record<string, unknown>): PointMallSearch =>
  MALL_TABS.includes(search.tab as MallTab) && search.tab !== 'mall'
    ? { tab: search.tab as MallTab }
    : {};
