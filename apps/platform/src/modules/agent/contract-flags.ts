import type { Db } from '../../core/db/database';
import type { ContractFlags } from '../cashier';
import './contract-tables';

/** True for each kind the member holds a live (offered, active or terminating) contract of. */
export async function contractFlags(db: Db, memberId: number): Promise<ContractFlags> {
  const rows = await db
    .selectFrom('agent_contract')
    .select('kind')
    .where('holder_id', '=', memberId)
    .where('status', 'in', ['offered', 'active', 'terminating'])
    .execute();
  const kinds = new Set(rows.map((row) => row.kind));
  return {
    dailysalreqtype: kinds.has('DAILY_SALARY'),
    divtypereq: kinds.has('DIVIDEND'),
    contracthoursalreq: kinds.has('HOUR_SALARY'),
    realtimesalreqtype: kinds.has('REALTIME_SALARY'),
  };
}
