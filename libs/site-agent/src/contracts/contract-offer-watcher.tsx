import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { contractFlagsQuery, contractListQuery } from './contract-queries';

/** Session key of the offers the agent put off with "Later" (shown again next session). */
const SEEN_KEY = 'CONTRACT_OFFERS_SEEN';

const seenOffers = (): number[] => {
  try {
    return JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
};

/**
 * For a signed-in agent on any page: when the consolidated flags say it has a contract, looks
 * for an offer waiting and opens the contract modal once per offer and session.
 */
export function ContractOfferWatcher() {
  const client = usePlatformClient();
  const setModal = useSetAtom(siteModalAtom);
  const flags = useQuery(contractFlagsQuery(client));
  const list = useQuery({ ...contractListQuery(client), enabled: flags.data === true });
  const offer = list.data?.held.find((contract) => contract.status === 'offered');
  useEffect(() => {
    if (!offer || seenOffers().includes(offer.id)) return;
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...seenOffers(), offer.id]));
    setModal({ kind: 'contract' });
  }, [offer, setModal]);
  return null;
}
