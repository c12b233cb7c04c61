import { describe, expect, it } from 'vitest';
import { walletFunctions } from '../wallet';
import { PAM_OUTCOMES } from './pam-outcomes';
import { pamFunctions } from './sql/pam-functions';

/** The string literals a booking function's SQL answers as its `outcome` column. */
function answeredOutcomes(sqlText: string): string[] {
  const first = /return query select\s+(?:null::bigint,\s*)?'([a-z-]+)'/g;
  const chosen = /then\s+'([a-z-]+)'\s+else\s+'([a-z-]+)'\s+end,/g;
  return [
    ...[...sqlText.matchAll(first)].map((match) => match[1] ?? ''),
    ...[...sqlText.matchAll(chosen)].flatMap((match) => [match[1] ?? '', match[2] ?? '']),
  ];
}

describe('booking outcomes', () => {
  it('are answered by the SQL exactly as the table lists them, none missing and none extra', () => {
    const answered = new Set(
      [...walletFunctions, ...pamFunctions].flatMap((fn) => answeredOutcomes(fn.sql)),
    );
    expect([...answered].sort()).toEqual([...PAM_OUTCOMES].sort());
  });
});
