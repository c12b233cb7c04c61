import { BOOT_IDS } from '@tessera/brand';

/**
 * Takes away the first banner the brand's index.html drew before the site's code ran. The lobby
 * calls it once its own banner has loaded in the same place (or it has none, or it failed, or the
 * player left); every other page has it gone as soon as it is drawn.
 */
export function removeBootBanner(): void {
  document.getElementById(BOOT_IDS.banner)?.remove();
}
