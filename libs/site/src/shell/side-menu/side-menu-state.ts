import { atom } from 'jotai';

/** Whether the side menu is open (on phones it is a drawer; on wide screens a column). */
export const sideMenuOpenAtom = atom(false);

/** Opens, closes or toggles ('reverse', spec §2) the side menu. */
export const setSideMenuAtom = atom(null, (get, set, action: 'open' | 'close' | 'reverse') => {
  set(sideMenuOpenAtom, action === 'reverse' ? !get(sideMenuOpenAtom) : action === 'open');
});
