import type { Generated } from 'kysely';
import type { Id } from '../../core/db/tables';

/** One metric of one real visit (issue 14 field data). */
export interface WebVitalTable {
  id: Generated<Id>;
  merchant_code: string;
  page: string;
  metric: string;
  value: number;
  created_at: Date;
}

declare module '../../core/db/tables' {
  interface Database {
    web_vital: WebVitalTable;
  }
}
