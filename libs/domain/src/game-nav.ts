/** A game category as the header and footer see it: its type and the vendors that offer it. */
export interface MenuCategory {
  gameType: string;
  vendors: readonly { vassalage: string }[];
}

/** Where choosing a game category leads. */
export type CategoryDestination =
  { kind: 'page'; path: string } | { kind: 'vendor'; path: string; vassalage: string };

/** Types that always open their own page, even with one vendor (spec §2). */
const ALWAYS_PAGE = ['HOME', 'PROMO', 'PVP', 'FISH', 'RNG'];

/** Vendor drop-downs switch to the large layout above this many vendors (spec §2). */
export const LARGE_VENDOR_MENU_THRESHOLD = 10;

/** The page of a game type: `/{type lowercase}`, HOME is `/` (spec §2, footer). */
export function gameTypePath(gameType: string): string {
  return gameType === 'HOME' ? '/' : `/${gameType.toLowerCase()}`;
}

/**
 * Entering a game type opens the vendor's games directly when it has exactly one vendor,
 * otherwise the type page.
 */
export function categoryDestination({ gameType, vendors }: MenuCategory): CategoryDestination {
  const path = gameTypePath(gameType);
  const only = vendors.length === 1 ? vendors[0] : undefined;
  if (only && !ALWAYS_PAGE.includes(gameType))
    return { kind: 'vendor', path, vassalage: only.vassalage };
  return { kind: 'page', path };
}

/** Header nav categories: only those that have vendors, in the platform's order. */
export function navCategories<C extends MenuCategory>(menus: readonly C[]): C[] {
  return menus.filter((menu) => menu.vendors.length > 0);
}

/** Slots and fishing providers open their list page with the vendor; others launch (spec §2). */
export function providerOpensList(gameType: string): boolean {
  return gameType === 'RNG' || gameType === 'FISH';
}
