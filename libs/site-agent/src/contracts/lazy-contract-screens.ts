import { lazyPage } from '@tessera/site-shared/lazy/lazy-page';
import { withTexts } from '@tessera/site-shared/lazy/lazy-texts';

// Contracts and pay records load on first use, with their texts: the lobby's first load carries
// none of them (an agent's watcher for waiting offers loads only for agents).

/** /agentHome/agentContracts and the four pay records, in one chunk behind one entry. */
export const LazyContractScreen = lazyPage(
  withTexts(['agent', 'agentContracts'], () => import('./contract-screens')),
  (module) => module.ContractScreen,
);

/** The contract modal (spec §2 modals). */
export const LazyContractModal = lazyPage(
  withTexts(['agentContracts'], () => import('./contract-modal')),
  (module) => module.ContractModal,
);

/** Opens the contract modal when an offer waits for the signed-in agent. */
export const LazyContractOfferWatcher = lazyPage(
  () => import('./contract-offer-watcher'),
  (module) => module.ContractOfferWatcher,
);
