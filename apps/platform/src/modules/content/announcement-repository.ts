import type {
  AnnouncementList,
  AnnouncementType,
  Banner,
  BannerGroup,
  PopupExecution,
} from '@tessera/contract';
import { pickLocalized } from '@tessera/domain';
import type { Db } from '../../core/db/database';

/** What an announcements call asks for, already validated. */
export interface AnnouncementRequest {
  types: ReadonlySet<AnnouncementType>;
  /** Popup audiences to include. */
  executions: readonly PopupExecution[];
  language: string;
  /** The merchant's default language, the first fallback. */
  fallbackLanguage: string;
  /** Every list is paged alike: `limit` items after skipping `offset`. */
  offset: number;
  limit: number;
}

type ListType = 'B' | 'PL' | 'PU' | 'PR';

/** The merchant's announcements of the requested types, texts in the requested language. */
export async function listAnnouncements(
  db: Db,
  merchantCode: string,
  request: AnnouncementRequest,
): Promise<AnnouncementList> {
  const wants = (type: ListType) => request.types.has(type);
  const text = (texts: Record<string, string>) =>
    pickLocalized(texts, request.language, request.fallbackLanguage);
  // Art in the reader's language (with the texts' fallback), else the one picture for all.
  const art = (row: { image_urls: Record<string, string>; image_url: string | null }) =>
    text(row.image_urls) || (row.image_url ?? '');
  const selectOf = (type: ListType) => {
    let query = db
      .selectFrom('announcement')
      .where('merchant_code', '=', merchantCode)
      .where('type', '=', type);
    if (type === 'PU') query = query.where('execution', 'in', [...request.executions]);
    return query;
  };
  const page = (type: ListType) =>
    wants(type)
      ? selectOf(type)
          .selectAll()
          .orderBy('sort')
          .orderBy('id')
          .limit(request.limit)
          .offset(request.offset)
          .execute()
      : Promise.resolve([]);

  const banners = await page('B');
  const notices = await page('PL');
  const popups = await page('PU');
  const promotions = await page('PR');
  const totalPopups = wants('PU')
    ? (
        await selectOf('PU')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirst()
      )?.n
    : 0;

  return {
    banners: banners.map((row): Banner => ({
      id: row.id,
      // Check constraints hold these to the contract's values.
      groupName: row.group_name as BannerGroup,
      imageUrl: art(row),
      url: row.url,
      linkageType: row.linkage_type as Banner['linkageType'],
    })),
    player: notices.map((row) => ({
      id: row.id,
      title: text(row.title),
      content: text(row.content),
      publishedAt: row.published_at.toISOString(),
    })),
    popup: popups.map((row) => ({
      id: row.id,
      title: text(row.title),
      content: text(row.content),
      execution: row.execution as PopupExecution,
    })),
    promotion: promotions.map((row) => ({
      id: row.id,
      title: text(row.title),
      imageUrl: art(row),
      url: row.url,
    })),
    // pg returns count(*) (bigint) as a string.
    totalPopups: Number(totalPopups ?? 0),
  };
}
