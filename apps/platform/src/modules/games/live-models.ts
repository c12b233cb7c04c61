import type { LiveModel } from '@tessera/contract';
import { sql } from 'kysely';
import type { Db } from '../../core/db/database';
import { hostArtUrl } from './art-urls';
import { vendorOn } from './game-rows';
import { hash32 } from './stable-hash';

/** Hosts per live vendor: each deals one of the vendor's first tables. */
export const HOSTS_PER_VENDOR = 4;

const HOST_NAMES = `Anna Mika Lara Nina Sofia Yuki Maya Lina Hana Isla Rina Tara Vera Zoe Aiko Bea
  Cleo Dina Elsa Faye Gia Ivy Jade Kira Leah Mila Nora Ria Sana Tia Una Wen`.split(/\s+/);

/** `AG-3`: a vendor code and the host's number within it. */
export const MODEL_ID_PATTERN = /^([A-Z0-9_]{1,32})-([1-9])$/;

/** A host's name, from the model id alone (the avatar route draws it without a query). */
export function hostName(modelId: string): string {
  return HOST_NAMES[hash32(`host:${modelId}`) % HOST_NAMES.length] ?? 'Host';
}

/**
 * The live hosts (live model list): HOSTS_PER_VENDOR per enabled LIVE vendor, in menu order.
 * Derived from the catalogue, not stored: names and "online" come from a hash of the model id.
 */
export async function loadLiveModels(db: Db, merchantCode: string): Promise<LiveModel[]> {
  const { rows } = await sql<{ vassalage: string; game_code: string; n: number }>`
    select vassalage, game_code, n from (
      select g.vassalage, g.game_code, t.sort as vendor_sort,
        row_number() over (partition by g.vassalage order by g.sort, g.node_id) as n
      from game g
      join game_type_vendor t on t.vassalage = g.vassalage and t.game_type = 'LIVE'
      where g.game_type = 'LIVE' and g.is_game and ${vendorOn(merchantCode)}
    ) tables
    where n <= ${HOSTS_PER_VENDOR}
    order by vendor_sort, vassalage, n`.execute(db);
  return rows.map((row) => {
    const modelId = `${row.vassalage}-${row.n}`;
    return {
      modelId,
      name: hostName(modelId),
      avatarUrl: hostArtUrl(modelId),
      online: hash32(`online:${modelId}`) % 10 < 7,
      gameCode: row.game_code,
    };
  });
}

/** One host of the merchant's list, or undefined. */
export async function findLiveModel(
  db: Db,
  merchantCode: string,
  modelId: string,
): Promise<LiveModel | undefined> {
  if (!MODEL_ID_PATTERN.test(modelId)) return undefined;
  return (await loadLiveModels(db, merchantCode)).find((model) => model.modelId === modelId);
}
