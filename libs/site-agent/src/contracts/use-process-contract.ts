import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentContract, ContractProcessRequest, LowerRateConflict } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { CONTRACTS_KEY } from './contract-queries';

/** What a processing call is about. */
export type ProcessCall = Omit<ContractProcessRequest, 'contractId'> & { contract: AgentContract };

/** The downline contracts an acceptance would end, when the platform asked to confirm. */
export function lowerRateConflict(error: unknown): LowerRateConflict | null {
  return error instanceof PlatformError && error.code === 'CONTRACT_LOWER_RATE'
    ? (error.details as LowerRateConflict)
    : null;
}

/** Accept, reject, ask to end or confirm the end of a contract; refreshes every contract view. */
export function useProcessContract() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contract, ...request }: ProcessCall) =>
      client.contracts.process(contract.kind, { contractId: contract.id, ...request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY }),
  });
}
