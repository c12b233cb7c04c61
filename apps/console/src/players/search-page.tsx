import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PLAYER_OPS_ROUTES, PLAYER_QUERY_MAX, type PlayerRow } from '@tessera/contract';
import { Button, EmptyState, TextField } from '@tessera/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions, useSession } from '../core/session';
import styles from '../desk-kit/desk.module.css';
import { formatMinor } from '../desk-kit/money';
import {
  DataTable,
  sortingFromSearch,
  sortLoaded,
  sortToSearch,
  useCursorPages,
  type Column,
} from '../table';

export interface PlayerSearch {
  q?: string;
  cursor?: string;
  sort?: string;
}

export function validatePlayerSearch(search: Record<string, unknown>): PlayerSearch {
  const out: PlayerSearch = {};
  if (typeof search.q === 'string' && search.q.trim() && search.q.length <= PLAYER_QUERY_MAX)
    out.q = search.q.trim();
  if (typeof search.cursor === 'string' && /^[A-Za-z0-9_-]{1,400}$/.test(search.cursor))
    out.cursor = search.cursor;
  if (typeof search.sort === 'string' && search.sort.length <= 40) out.sort = search.sort;
  return out;
}

/** The player desk's one search box (username, mobile, e-mail, id or IP) and its results. */
export function PlayerSearchPage({
  search,
  onSearch,
}: {
  search: PlayerSearch;
  onSearch(next: PlayerSearch): void;
}) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const { merchant } = useSession();
  const can = usePermissions();
  const [text, setText] = useState(search.q ?? '');
  const [error, setError] = useState<string | undefined>();
  const pages = useCursorPages(search.cursor, (cursor) => onSearch({ ...search, cursor }));
  const q = search.q;
  const result = useQuery({
    queryKey: ['players', 'search', merchant, q, search.cursor],
    queryFn: () =>
      callOps(PLAYER_OPS_ROUTES.search, {
        query: {
          q: q as string,
          merchant: merchant || undefined,
          cursor: search.cursor,
          limit: 25,
        },
      }),
    enabled: Boolean(q),
    placeholderData: keepPreviousData,
  });
  const language = i18n.language;
  const columns = useMemo<Column<PlayerRow>[]>(
    () => [
      {
        id: 'username',
        meta: { label: t('desks.username'), csv: (r) => r.username, sortValue: (r) => r.username },
        cell: ({ row }) => (
          <Link to="/players/$id" params={{ id: row.original.id }}>
            {row.original.username}
          </Link>
        ),
      },
      {
        id: 'id',
        meta: { label: t('desks.colId'), csv: (r) => r.id, sortValue: (r) => Number(r.id) },
        cell: ({ row }) => <span className={shared.mono}>{row.original.id}</span>,
      },
      {
        id: 'merchant',
        meta: { label: t('console.merchant'), csv: (r) => r.merchantCode },
        cell: ({ row }) => row.original.merchantCode,
      },
      {
        id: 'mobile',
        meta: { label: t('desks.mobile'), csv: (r) => r.mobile ?? '' },
        cell: ({ row }) => <span className={shared.mono}>{row.original.mobile ?? '—'}</span>,
      },
      {
        id: 'email',
        meta: { label: t('desks.email'), csv: (r) => r.email ?? '' },
        cell: ({ row }) => row.original.email ?? '—',
      },
      {
        id: 'status',
        meta: { label: t('desks.colStatus'), csv: (r) => r.status, sortValue: (r) => r.status },
        cell: ({ row }) => (
          <span className={row.original.status === 'active' ? shared.chipOk : shared.chipDanger}>
            {t(`desks.standing_${row.original.status}`)}
          </span>
        ),
      },
      {
        id: 'balance',
        meta: {
          label: t('desks.balance'),
          csv: (r) => String(r.balance ?? ''),
          sortValue: (r) => r.balance,
        },
        cell: ({ row }) =>
          row.original.balance === null || !row.original.currency
            ? '—'
            : formatMinor(language, row.original.balance, row.original.currency),
      },
      {
        id: 'lastSignIn',
        meta: {
          label: t('desks.lastSignIn'),
          csv: (r) => r.lastSignInAt ?? '',
          sortValue: (r) => r.lastSignInAt,
        },
        cell: ({ row }) => (
          <span>
            {formatDateTime(language, row.original.lastSignInAt)}{' '}
            <span className={`${shared.mono} ${shared.muted}`}>
              {row.original.lastSignInIp ?? ''}
            </span>
          </span>
        ),
      },
    ],
    [t, language],
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return setError(t('console.vRequired'));
    setError(undefined);
    pages.reset();
    onSearch({ q: text.trim() });
  }
  const sorting = sortingFromSearch(search.sort);
  return (
    <div className={shared.page}>
      <div className={shared.pageHead}>
        <h1>{t('desks.playersTitle')}</h1>
        {can('documents.read') && <Link to="/documents">{t('desks.documentsTitle')}</Link>}
      </div>
      <form className={styles.toolbar} onSubmit={submit} noValidate role="search">
        <div style={{ flex: '1 1 320px', maxWidth: 480 }}>
          <TextField
            label={t('desks.searchLabel')}
            hint={t('desks.searchHint')}
            type="search"
            value={text}
            maxLength={PLAYER_QUERY_MAX}
            error={error}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className={styles.actions} style={{ flex: '0 0 auto' }}>
          <Button type="submit">{t('desks.search')}</Button>
        </div>
      </form>
      {!q ? (
        <EmptyState level={2} title={t('desks.searchEmpty')} hint={t('desks.searchHint')} />
      ) : (
        <>
          {result.data && (
            <p className={styles.meta} aria-live="polite">
              {t('desks.searchedAs', { by: t(`desks.by_${result.data.by}`) })}
            </p>
          )}
          <DataTable
            tableId="players"
            caption={t('desks.searchResults')}
            columns={columns}
            rows={sortLoaded(result.data?.items ?? [], sorting, columns)}
            state={result.isPending ? 'loading' : result.isError ? 'error' : 'ready'}
            onRetry={() => void result.refetch()}
            getRowId={(r) => r.id}
            sorting={sorting}
            onSortingChange={(next) => onSearch({ ...search, sort: sortToSearch(next) })}
            page={pages.page}
            hasPrevious={pages.hasPrevious}
            hasNext={Boolean(result.data?.nextCursor)}
            onPrevious={pages.previous}
            onNext={() => result.data?.nextCursor && pages.next(result.data.nextCursor)}
            csvName="tessera-players.csv"
          />
        </>
      )}
    </div>
  );
}
