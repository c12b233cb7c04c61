/** Popup audiences (spec §3): A logged-in, B anonymous, F first login. */
export type PopupAudience = 'A' | 'B' | 'F';

/** Session-storage keys of the "closed" flag, one per audience (spec §9). */
export const POPUP_CLOSED_KEYS = { member: 'USER_POPUP', anonymous: 'ANONYMOUS_POPUP' } as const;

/** Announcement and notice popups are fetched nine at a time (spec §9). */
export const POPUP_PAGE_SIZE = 9;

export interface PopupViewer {
  loggedIn: boolean;
  firstLogin: boolean;
}

/** Which popups a viewer is shown: logged-in A, or F on first login; anonymous B (spec §4). */
export function popupExecutions({ loggedIn, firstLogin }: PopupViewer): PopupAudience[] {
  if (!loggedIn) return ['B'];
  return firstLogin ? ['F'] : ['A'];
}

/** The session key whose flag hides the popups once the viewer closed them. */
export function popupClosedKey({ loggedIn }: Pick<PopupViewer, 'loggedIn'>): string {
  return loggedIn ? POPUP_CLOSED_KEYS.member : POPUP_CLOSED_KEYS.anonymous;
}
