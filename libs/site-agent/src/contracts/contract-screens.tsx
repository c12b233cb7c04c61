import type { ContractKind } from '@tessera/contract';
import type { ParseKeys } from 'i18next';
import { SettlementRecordsPage } from '../salary/settlement-records-page';
import { ContractsPage } from './contracts-page';

/** The contracts page (an account for the offer form), or a kind's pay record with its title. */
export type ContractScreenProps =
  | { screen: 'contracts'; account?: string }
  | { screen: 'settlements'; kind: ContractKind; title: ParseKeys };

/**
 * The contract pages of the agent centre in one chunk: one lazy entry instead of one per page
 * keeps the lobby's first download from growing with them.
 */
export function ContractScreen(props: ContractScreenProps) {
  if (props.screen === 'settlements')
    return <SettlementRecordsPage kind={props.kind} title={props.title} />;
  return <ContractsPage {...(props.account === undefined ? {} : { account: props.account })} />;
}
