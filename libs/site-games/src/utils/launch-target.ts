import type { GameSummary, VendorCard } from '@tessera/contract';
import {
  gameTypePath,
  launchDestination,
  providerOpensList,
  type LaunchDestination,
} from '@tessera/domain';

/** Something a player can start: a game, or a vendor card of a lane. */
export type Launchable = GameSummary | VendorCard;

export function isVendorCard(target: Launchable): target is VendorCard {
  return !('nodeId' in target);
}

/** The name to show for a game or vendor (popup titles, maintenance dialog). */
export function launchTitle(target: Launchable): string {
  return target.displayName;
}

/**
 * Where starting `target` leads. Games follow the domain launch rules (spec §4). A vendor card
 * without a game stands for the vendor: slots open /rng with it (the domain's RNG-vendor rule),
 * fishing opens /fish with it (spec §2, like the side menu), and other vendors launch their own
 * lobby directly.
 */
export function destinationOf(target: Launchable): LaunchDestination {
  if (!isVendorCard(target)) {
    return launchDestination({
      vassalage: target.vassalage,
      gameCode: target.gameCode,
      gameType: target.gameType,
      isVassalageGame: !target.isGame,
    });
  }
  const destination = launchDestination({
    vassalage: target.vassalage,
    gameCode: target.gameCode ?? '',
    gameType: target.gameType,
    vendorType: target.gameType,
  });
  if (
    destination.kind === 'launch' &&
    target.gameCode === null &&
    providerOpensList(target.gameType)
  )
    return {
      kind: 'route',
      path: gameTypePath(target.gameType),
      search: { vassalage: target.vassalage },
    };
  return destination;
}
