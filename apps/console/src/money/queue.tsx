import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CASHIER_DESK_ROUTES,
  DEPOSIT_RISK_FLAGS,
  DEPOSIT_STATUSES,
  WITHDRAWAL_RISK_FLAGS,
  WITHDRAWAL_STATUSES,
  type DeskDeposit,
  type DeskWithdrawal,
  type WithdrawalRiskFlag,
} from '@tessera/contract';
import { Button, Select, TextField } from '@tessera/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { useSession } from '../core/session';
import { formatAge, formatMinor, parseMajor, toMajorText } from '../desk-kit/money';
import styles from '../desk-kit/desk.module.css';
import { DataTable, type Column } from '../table';
import type { MoneySearch } from './money-search';
import { FlagLegend, RiskFlags } from './risk-flags';

export const QUEUE_PAGE_SIZE = 25;
type Row = DeskWithdrawal | DeskDeposit;

export interface QueueProps {
  kind: 'withdrawals' | 'deposits';
  search: MoneySearch;
  onSearch(next: MoneySearch): void;
}

/** The currency the amount filter is typed in: the rows', else the merchant's usual one. */
const filterCurrency = (rows: readonly Row[]) => rows[0]?.currency ?? 'BDT';

/** A money-desk queue: server paging, sorting and filters; flags, age, amount; opens the drawer. */
export function Queue({ kind, search, onSearch }: QueueProps) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const { merchant } = useSession();
  const page = search.page ?? 1;
  const query = {
    merchant: merchant || undefined,
    status: search.status as never,
    method: search.method,
    minAmount: search.min,
    maxAmount: search.max,
    flag: search.flag as never,
    sort: search.sort ?? 'created',
    order:
      search.desc === false || (search.sort && !search.desc) ? ('asc' as const) : ('desc' as const),
    page,
    pageSize: QUEUE_PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ['desk', kind, query],
    queryFn: (): Promise<{ items: Row[]; total: number; scanCapped: boolean }> =>
      kind === 'withdrawals'
        ? callOps(CASHIER_DESK_ROUTES.withdrawals, { query })
        : callOps(CASHIER_DESK_ROUTES.deposits, { query }),
    placeholderData: keepPreviousData,
  });
  const language = i18n.language;
  const rows: Row[] = list.data?.items ?? [];
  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        id: 'id',
        meta: { label: t('desks.colId'), csv: (r) => String(r.id) },
        cell: ({ row }) => <span className={shared.mono}>#{row.original.id}</span>,
      },
      {
        id: 'account',
        meta: { label: t('desks.colPlayer'), csv: (r) => r.account },
        cell: ({ row }) => (
          <span>
            {row.original.account}{' '}
            <span className={shared.muted}>({row.original.merchantCode})</span>
          </span>
        ),
      },
      {
        id: 'amount',
        meta: {
          label: t('desks.colAmount'),
          csv: (r) => toMajorText(r.amount, r.currency),
          sortValue: (r) => r.amount,
        },
        cell: ({ row }) => (
          <strong>{formatMinor(language, row.original.amount, row.original.currency)}</strong>
        ),
      },
      {
        id: 'status',
        meta: {
          label: t('desks.colStatus'),
          csv: (r) => r.status,
          sortValue: (r) => r.status,
        },
        cell: ({ row }) => (
          <span className={shared.chip}>{t(`desks.status_${row.original.status}`)}</span>
        ),
      },
      {
        id: 'method',
        meta: { label: t('desks.colMethod'), csv: (r) => r.method },
        cell: ({ row }) => row.original.method,
      },
      {
        id: 'flags',
        meta: { label: t('desks.flags'), csv: (r) => r.flags.join(' ') },
        cell: ({ row }) => <RiskFlags flags={row.original.flags as WithdrawalRiskFlag[]} />,
      },
      ...(kind === 'withdrawals'
        ? [
            {
              id: 'approvals',
              meta: {
                label: t('desks.colApprovals'),
                csv: (r: Row) =>
                  'approvals' in r ? `${r.approvals.count}/${r.approvals.required}` : '',
              },
              cell: ({ row }: { row: { original: Row } }) =>
                'approvals' in row.original ? t('desks.approvalsOf', row.original.approvals) : null,
            } as Column<Row>,
          ]
        : []),
      {
        id: 'created',
        meta: {
          label: t('desks.colAge'),
          csv: (r) => r.createdAt,
          sortValue: (r) => r.createdAt,
        },
        cell: ({ row }) => (
          <time
            dateTime={row.original.createdAt}
            title={formatDateTime(language, row.original.createdAt)}
          >
            {formatAge(language, row.original.ageSeconds)}
          </time>
        ),
      },
      {
        id: 'open',
        meta: { label: t('console.actions') },
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onSearch({ ...search, open: row.original.id })}
            aria-label={t('desks.openRow', { id: row.original.id })}
          >
            {t('console.view')}
          </Button>
        ),
      },
    ],
    [t, language, kind, search, onSearch],
  );
  const total = list.data?.total ?? 0;
  const sorting = search.sort ? [{ id: search.sort, desc: Boolean(search.desc) }] : [];

  return (
    <div className={shared.page}>
      <DataTable
        tableId={`desk-${kind}`}
        caption={t(kind === 'withdrawals' ? 'desks.withdrawalQueue' : 'desks.depositQueue')}
        columns={columns}
        rows={rows}
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        onRetry={() => void list.refetch()}
        getRowId={(r) => String(r.id)}
        sorting={sorting}
        onSortingChange={(next) => {
          const [first] = next;
          onSearch({
            ...search,
            sort: first?.id as MoneySearch['sort'],
            desc: first?.desc || undefined,
            page: undefined,
          });
        }}
        page={page}
        hasPrevious={page > 1}
        hasNext={page * QUEUE_PAGE_SIZE < total}
        onPrevious={() => onSearch({ ...search, page: page > 2 ? page - 1 : undefined })}
        onNext={() => onSearch({ ...search, page: page + 1 })}
        csvName={`tessera-${kind}.csv`}
        toolbar={
          <QueueFilters
            key={JSON.stringify([
              search.status,
              search.method,
              search.min,
              search.max,
              search.flag,
            ])}
            kind={kind}
            search={search}
            currency={filterCurrency(rows)}
            onSearch={onSearch}
          />
        }
      />
      {list.data && (
        <p className={styles.meta} aria-live="polite">
          {t('desks.totalRows', { count: total })}
          {list.data.scanCapped ? ` ${t('desks.scanCapped')}` : ''}
        </p>
      )}
      <FlagLegend flags={kind === 'withdrawals' ? WITHDRAWAL_RISK_FLAGS : DEPOSIT_RISK_FLAGS} />
    </div>
  );
}

function QueueFilters({
  kind,
  search,
  currency,
  onSearch,
}: {
  kind: 'withdrawals' | 'deposits';
  search: MoneySearch;
  currency: string;
  onSearch(next: MoneySearch): void;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState(search.status ?? '');
  const [method, setMethod] = useState(search.method ?? '');
  const [min, setMin] = useState(search.min === undefined ? '' : toMajorText(search.min, currency));
  const [max, setMax] = useState(search.max === undefined ? '' : toMajorText(search.max, currency));
  const [flag, setFlag] = useState(search.flag ?? '');
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  const statuses = kind === 'withdrawals' ? WITHDRAWAL_STATUSES : DEPOSIT_STATUSES;
  const flags = kind === 'withdrawals' ? WITHDRAWAL_RISK_FLAGS : DEPOSIT_RISK_FLAGS;
  function apply(event: FormEvent) {
    event.preventDefault();
    const minAmount = min.trim() ? parseMajor(min, currency) : undefined;
    const maxAmount = max.trim() ? parseMajor(max, currency) : undefined;
    const next: typeof errors = {};
    if (minAmount === null) next.min = t('desks.vAmount');
    if (maxAmount === null) next.max = t('desks.vAmount');
    if (typeof minAmount === 'number' && typeof maxAmount === 'number' && minAmount > maxAmount)
      next.max = t('desks.vRange');
    setErrors(next);
    if (Object.keys(next).length) return;
    onSearch({
      ...search,
      status: status || undefined,
      method: method.trim() || undefined,
      min: minAmount ?? undefined,
      max: maxAmount ?? undefined,
      flag: (flag || undefined) as MoneySearch['flag'],
      page: undefined,
    });
  }
  return (
    <form className={styles.toolbar} onSubmit={apply} noValidate aria-label={t('desks.filters')}>
      <Select
        label={t('desks.colStatus')}
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        options={[
          { value: '', label: t('desks.any') },
          ...statuses.map((s) => ({ value: s, label: t(`desks.status_${s}`) })),
        ]}
      />
      <TextField
        label={t('desks.colMethod')}
        value={method}
        onChange={(e) => setMethod(e.target.value)}
      />
      <TextField
        label={t('desks.minAmount', { currency })}
        inputMode="decimal"
        value={min}
        error={errors.min}
        onChange={(e) => setMin(e.target.value)}
      />
      <TextField
        label={t('desks.maxAmount', { currency })}
        inputMode="decimal"
        value={max}
        error={errors.max}
        onChange={(e) => setMax(e.target.value)}
      />
      <Select
        label={t('desks.flag')}
        value={flag}
        onChange={(e) => setFlag(e.target.value)}
        options={[
          { value: '', label: t('desks.any') },
          ...flags.map((f) => ({ value: f, label: t(`desks.flag_${f}`) })),
        ]}
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm">
          {t('desks.applyFilters')}
        </Button>
      </div>
    </form>
  );
}
