import { useQuery } from '@tanstack/react-query';
import {
  AUDIT_OPS_ROUTES,
  AUDIT_OUTCOMES,
  AUDIT_PAGE_DEFAULT,
  type AuditEntry,
  type AuditOutcome,
} from '@tessera/contract';
import { Button, Drawer, Select, TextField } from '@tessera/ui';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { useSession } from '../core/session';
import { DataTable, sortingFromSearch, sortLoaded, sortToSearch, useCursorPages } from '../table';
import type { Column } from '../table';
import styles from './audit.module.css';
import { BeforeAfter } from './before-after';
import { VerifyPanel } from './verify-panel';

/** The audit list's filters, paging and order, as the URL holds them. */
export interface AuditSearch {
  merchant?: string;
  actor?: string;
  action?: string;
  outcome?: AuditOutcome;
  from?: string;
  to?: string;
  cursor?: string;
  sort?: string;
}

const isIsoTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) && value.includes('T');

export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' && value.length <= 200
      ? value.trim()
      : undefined;
  const out: AuditSearch = {};
  for (const key of ['merchant', 'actor', 'action', 'sort'] as const) {
    const value = text(search[key]);
    if (value) out[key] = value;
  }
  if ((AUDIT_OUTCOMES as readonly unknown[]).includes(search.outcome))
    out.outcome = search.outcome as AuditOutcome;
  if (isIsoTime(search.from)) out.from = search.from;
  if (isIsoTime(search.to)) out.to = search.to;
  if (/^[1-9][0-9]{0,14}$/.test(String(search.cursor))) out.cursor = String(search.cursor);
  return out;
}

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

/** The audit trail: filtered, paged, each entry's detail, and the chain check. */
export function AuditPage({
  search,
  onSearch,
}: {
  search: AuditSearch;
  onSearch(next: AuditSearch): void;
}) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const session = useSession();
  const [entry, setEntry] = useState<AuditEntry | null>(null);
  const pages = useCursorPages(search.cursor, (cursor) => onSearch({ ...search, cursor }));
  // The merchant switcher narrows the list unless the filter names another merchant.
  const merchant = search.merchant ?? (session.merchant || undefined);
  const query = {
    merchant,
    actor: search.actor,
    action: search.action,
    outcome: search.outcome,
    from: search.from,
    to: search.to,
    cursor: search.cursor,
  };
  const list = useQuery({
    queryKey: ['audit', query],
    queryFn: () =>
      callOps(AUDIT_OPS_ROUTES.list, { query: { ...query, limit: AUDIT_PAGE_DEFAULT } }),
  });
  const language = i18n.language;
  const columns = useMemo<Column<AuditEntry>[]>(
    () => [
      {
        id: 'at',
        meta: { label: t('console.auditAt'), csv: (e) => e.at, sortValue: (e) => e.at },
        cell: ({ row }) => formatDateTime(language, row.original.at),
      },
      {
        id: 'actor',
        meta: {
          label: t('console.auditActor'),
          csv: (e) => e.actor.name,
          sortValue: (e) => e.actor.name,
        },
        cell: ({ row }) => <span className={shared.mono}>{row.original.actor.name}</span>,
      },
      {
        id: 'merchant',
        meta: {
          label: t('console.merchant'),
          csv: (e) => e.merchantCode ?? '',
          sortValue: (e) => e.merchantCode,
        },
        cell: ({ row }) =>
          row.original.merchantCode ?? (
            <span className={shared.muted}>{t('console.noMerchant')}</span>
          ),
      },
      {
        id: 'action',
        meta: { label: t('console.auditAction'), csv: (e) => e.action, sortValue: (e) => e.action },
        cell: ({ row }) => <span className={shared.mono}>{row.original.action}</span>,
      },
      {
        id: 'outcome',
        meta: {
          label: t('console.auditOutcome'),
          csv: (e) => t(`console.outcome_${e.outcome}`),
          sortValue: (e) => e.outcome,
        },
        cell: ({ row }) => (
          <span className={row.original.outcome === 'done' ? shared.chipOk : shared.chipDanger}>
            {t(`console.outcome_${row.original.outcome}`)}
          </span>
        ),
      },
      {
        id: 'status',
        meta: {
          label: t('console.auditStatus'),
          csv: (e) => String(e.status),
          sortValue: (e) => e.status,
        },
        cell: ({ row }) => row.original.status,
      },
      {
        id: 'ip',
        meta: { label: t('console.auditIp'), csv: (e) => e.ip },
        cell: ({ row }) => <span className={shared.mono}>{row.original.ip}</span>,
      },
      {
        id: 'requestId',
        meta: { label: t('console.auditRequestId'), csv: (e) => e.requestId },
        cell: ({ row }) => <span className={shared.mono}>{row.original.requestId}</span>,
      },
      {
        id: 'view',
        meta: { label: t('console.actions') },
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setEntry(row.original)}
            aria-label={t('console.entryTitle', { id: row.original.id })}
          >
            {t('console.view')}
          </Button>
        ),
      },
    ],
    [t, language],
  );
  const sorting = sortingFromSearch(search.sort);

  return (
    <div className={shared.page}>
      <div className={shared.pageHead}>
        <h1>{t('console.auditTitle')}</h1>
      </div>
      <div className={styles.layout}>
        <VerifyPanel />
        <DataTable
          tableId="audit"
          caption={t('console.auditTitle')}
          columns={columns}
          rows={sortLoaded(list.data?.items ?? [], sorting, columns)}
          state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
          onRetry={() => void list.refetch()}
          getRowId={(e) => e.id}
          sorting={sorting}
          onSortingChange={(next) => onSearch({ ...search, sort: sortToSearch(next) })}
          page={pages.page}
          hasPrevious={pages.hasPrevious}
          hasNext={Boolean(list.data?.nextCursor)}
          onPrevious={pages.previous}
          onNext={() => list.data?.nextCursor && pages.next(list.data.nextCursor)}
          csvName="tessera-audit.csv"
          toolbar={
            <AuditFilters
              key={JSON.stringify([
                search.merchant,
                search.actor,
                search.action,
                search.outcome,
                search.from,
                search.to,
              ])}
              search={search}
              onApply={(filters) => {
                pages.reset();
                onSearch({ ...filters, sort: search.sort });
              }}
            />
          }
        />
      </div>
      <Drawer
        open={entry !== null}
        onOpenChange={(open) => !open && setEntry(null)}
        title={entry ? t('console.entryTitle', { id: entry.id }) : ''}
        side="right"
      >
        {entry && (
          <div className={shared.form}>
            <dl className={shared.details}>
              <dt>{t('console.auditAt')}</dt>
              <dd>{formatDateTime(language, entry.at)}</dd>
              <dt>{t('console.auditActor')}</dt>
              <dd className={shared.mono}>{entry.actor.name}</dd>
              <dt>{t('console.merchant')}</dt>
              <dd>{entry.merchantCode ?? t('console.noMerchant')}</dd>
              <dt>{t('console.auditAction')}</dt>
              <dd className={shared.mono}>{entry.action}</dd>
              <dt>{t('console.auditOutcome')}</dt>
              <dd>
                {t(`console.outcome_${entry.outcome}`)} ({entry.status})
              </dd>
              <dt>{t('console.auditReason')}</dt>
              <dd>{entry.reason ?? '—'}</dd>
              <dt>{t('console.auditIp')}</dt>
              <dd className={shared.mono}>{entry.ip}</dd>
              <dt>{t('console.auditRequestId')}</dt>
              <dd className={shared.mono}>{entry.requestId}</dd>
              <dt>{t('console.hash')}</dt>
              <dd className={shared.mono}>{entry.hash}</dd>
              <dt>{t('console.prevHash')}</dt>
              <dd className={shared.mono}>{entry.prevHash ?? t('console.none')}</dd>
            </dl>
            <h3>{t('console.auditSubject')}</h3>
            <pre className={shared.pre}>{json(entry.subject)}</pre>
            <BeforeAfter before={entry.before} after={entry.after} />
          </div>
        )}
      </Drawer>
    </div>
  );
}

/** `2026-11-29T12:00` (a datetime-local value, the reader's time zone) ↔ ISO 8601 UTC. */
const toLocalInput = (iso: string | undefined) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : undefined);

function DateTimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
}) {
  const id = useId();
  return (
    <div className={styles.dateField}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="datetime-local"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function AuditFilters({
  search,
  onApply,
}: {
  search: AuditSearch;
  onApply(filters: AuditSearch): void;
}) {
  const { t } = useTranslation();
  const [merchant, setMerchant] = useState(search.merchant ?? '');
  const [actor, setActor] = useState(search.actor ?? '');
  const [action, setAction] = useState(search.action ?? '');
  const [outcome, setOutcome] = useState<string>(search.outcome ?? '');
  const [from, setFrom] = useState(toLocalInput(search.from));
  const [to, setTo] = useState(toLocalInput(search.to));
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(
      validateAuditSearch({
        merchant: merchant.toUpperCase() === '' ? undefined : merchant.trim().toUpperCase(),
        actor,
        action,
        outcome,
        from: fromLocalInput(from),
        to: fromLocalInput(to),
      }),
    );
  }
  return (
    <form
      className={shared.filters}
      onSubmit={submit}
      role="search"
      aria-label={t('console.filters')}
    >
      <TextField
        label={t('console.merchant')}
        value={merchant}
        onChange={(e) => setMerchant(e.target.value)}
      />
      <TextField
        label={t('console.auditActor')}
        value={actor}
        onChange={(e) => setActor(e.target.value)}
      />
      <TextField
        label={t('console.auditAction')}
        value={action}
        onChange={(e) => setAction(e.target.value)}
      />
      <Select
        label={t('console.auditOutcome')}
        value={outcome}
        options={[
          { value: '', label: t('console.anyOutcome') },
          ...AUDIT_OUTCOMES.map((value) => ({ value, label: t(`console.outcome_${value}`) })),
        ]}
        onChange={(e) => setOutcome(e.target.value)}
      />
      <DateTimeField label={t('console.from')} value={from} onChange={setFrom} />
      <DateTimeField label={t('console.to')} value={to} onChange={setTo} />
      <Button type="submit" variant="secondary">
        {t('console.applyFilters')}
      </Button>
      <Button type="button" variant="ghost" onClick={() => onApply({})}>
        {t('console.clearFilters')}
      </Button>
    </form>
  );
}
