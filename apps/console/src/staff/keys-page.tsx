import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { STAFF_OPS_ROUTES, type ApiKey, type ApiKeyOwner, type NewApiKey } from '@tessera/contract';
import { Button, ConfirmDialog, Drawer, Select, TextField } from '@tessera/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { required, serviceName } from '../core/validate';
import { roleLabel } from '../shell/role-label';
import { DataTable, sortLoaded } from '../table';
import type { Column } from '../table';
import { MerchantScopeField, scopeOf, scopeProblem, type ScopeDraft } from './merchant-scope-field';
import { ShownOnce } from './shown-once';
import { useRoles } from './use-roles';

type Open =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'secret'; created: NewApiKey }
  | { kind: 'revoke'; key: ApiKey };

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** API keys for staff members and service accounts: list, issue (secret shown once), revoke. */
export function KeysPage() {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [sorting, setSorting] = useState<SortingState>([]);
  const keys = useQuery({ queryKey: ['keys'], queryFn: () => callOps(STAFF_OPS_ROUTES.keys) });
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => callOps(STAFF_OPS_ROUTES.revokeKey, { params: { id: key.id } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['keys'] });
      setOpen({ kind: 'none' });
    },
  });
  const language = i18n.language;
  const columns = useMemo<Column<ApiKey>[]>(
    () => [
      {
        id: 'name',
        meta: {
          label: t('console.keyName'),
          csv: (k) => k.name,
          sortValue: (k) => k.name.toLowerCase(),
        },
        cell: ({ row }) => row.original.name,
      },
      {
        id: 'owner',
        meta: { label: t('console.owner'), csv: (k) => k.owner, sortValue: (k) => k.owner },
        cell: ({ row }) => <span className={shared.mono}>{row.original.owner}</span>,
      },
      {
        id: 'role',
        meta: { label: t('console.role'), csv: (k) => roleLabel(t, k.role) },
        cell: ({ row }) => roleLabel(t, row.original.role),
      },
      {
        id: 'merchants',
        meta: {
          label: t('console.merchants'),
          csv: (k) => (k.merchants.all ? t('console.allMerchants') : k.merchants.codes.join(' ')),
        },
        cell: ({ row }) =>
          row.original.merchants.all
            ? t('console.allMerchants')
            : row.original.merchants.codes.join(', '),
      },
      {
        id: 'prefix',
        meta: { label: t('console.prefix'), csv: (k) => k.prefix },
        cell: ({ row }) => <span className={shared.mono}>{row.original.prefix}…</span>,
      },
      {
        id: 'expires',
        meta: {
          label: t('console.expires'),
          csv: (k) => k.expiresAt,
          sortValue: (k) => k.expiresAt,
        },
        cell: ({ row }) => formatDateTime(language, row.original.expiresAt),
      },
      {
        id: 'lastUsed',
        meta: {
          label: t('console.lastUsed'),
          csv: (k) => k.lastUsedAt ?? '',
          sortValue: (k) => k.lastUsedAt,
        },
        cell: ({ row }) =>
          row.original.lastUsedAt
            ? formatDateTime(language, row.original.lastUsedAt)
            : t('console.never'),
      },
      {
        id: 'state',
        meta: {
          label: t('console.keyStatus'),
          csv: (k) => t(k.revokedAt ? 'console.keyRevoked' : 'console.keyActive'),
        },
        cell: ({ row }) =>
          row.original.revokedAt ? (
            <span className={shared.chipDanger}>{t('console.keyRevoked')}</span>
          ) : (
            <span className={shared.chipOk}>{t('console.keyActive')}</span>
          ),
      },
      {
        id: 'actions',
        meta: { label: t('console.actions') },
        cell: ({ row }) =>
          row.original.revokedAt ? null : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOpen({ kind: 'revoke', key: row.original })}
            >
              {t('console.revoke')}
            </Button>
          ),
      },
    ],
    [t, language],
  );

  return (
    <div className={shared.page}>
      <div className={shared.pageHead}>
        <h1>{t('console.keysTitle')}</h1>
        <Button onClick={() => setOpen({ kind: 'create' })}>{t('console.newKey')}</Button>
      </div>
      <FormError error={revoke.error} />
      <DataTable
        tableId="keys"
        caption={t('console.keysTitle')}
        columns={columns}
        rows={sortLoaded(keys.data?.items ?? [], sorting, columns)}
        state={keys.isPending ? 'loading' : keys.isError ? 'error' : 'ready'}
        onRetry={() => void keys.refetch()}
        getRowId={(k) => String(k.id)}
        sorting={sorting}
        onSortingChange={setSorting}
        page={1}
        hasPrevious={false}
        hasNext={false}
        onPrevious={() => undefined}
        onNext={() => undefined}
        csvName="tessera-api-keys.csv"
      />
      <Drawer
        open={open.kind === 'create'}
        onOpenChange={(next) => !next && setOpen({ kind: 'none' })}
        title={t('console.newKey')}
        side="right"
      >
        {open.kind === 'create' && (
          <KeyForm
            onCreated={(created) => {
              void queryClient.invalidateQueries({ queryKey: ['keys'] });
              setOpen({ kind: 'secret', created });
            }}
            onCancel={() => setOpen({ kind: 'none' })}
          />
        )}
      </Drawer>
      <ShownOnce
        open={open.kind === 'secret'}
        title={t('console.secretTitle')}
        intro={t('console.secretIntro')}
        secret={open.kind === 'secret' ? open.created.secret : ''}
        onClose={() => setOpen({ kind: 'none' })}
      />
      <ConfirmDialog
        open={open.kind === 'revoke'}
        onOpenChange={(next) => !next && setOpen({ kind: 'none' })}
        title={t('console.revoke')}
        message={open.kind === 'revoke' ? t('console.revokeConfirm', { name: open.key.name }) : ''}
        confirmLabel={t('console.confirm')}
        cancelLabel={t('console.cancel')}
        pending={revoke.isPending}
        onConfirm={() => open.kind === 'revoke' && revoke.mutate(open.key)}
      />
    </div>
  );
}

function KeyForm({
  onCreated,
  onCancel,
}: {
  onCreated(created: NewApiKey): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const roles = useRoles();
  const staff = useQuery({
    queryKey: ['staff', 'owners'],
    queryFn: () => callOps(STAFF_OPS_ROUTES.list, { query: { status: 'active', limit: 200 } }),
  });
  const [name, setName] = useState('');
  const [ownerKind, setOwnerKind] = useState<'staff' | 'service'>('service');
  const [staffId, setStaffId] = useState('');
  const [service, setService] = useState('');
  const [roleId, setRoleId] = useState('');
  const [scope, setScope] = useState<ScopeDraft>({ all: false, codes: '' });
  const [expires, setExpires] = useState(() => isoDay(Date.now() + 90 * DAY));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: () => {
      const owner: ApiKeyOwner =
        ownerKind === 'staff'
          ? { kind: 'staff', staffId: Number(staffId) }
          : { kind: 'service', name: service.trim() };
      return callOps(STAFF_OPS_ROUTES.createKey, {
        body: {
          name: name.trim(),
          owner,
          roleId: Number(roleId),
          merchants: scopeOf(scope),
          // The end of the chosen day, UTC.
          expiresAt: `${expires}T23:59:59.000Z`,
        },
      });
    },
    onSuccess: onCreated,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string | null> = {
      name: required(name),
      owner: ownerKind === 'staff' ? required(staffId) : serviceName(service),
      role: required(roleId),
      merchants: scopeProblem(scope),
      expires: (() => {
        const end = Date.parse(`${expires}T23:59:59.000Z`);
        return Number.isNaN(end) || end <= Date.now() || end > Date.now() + 365 * DAY
          ? 'vExpiry'
          : null;
      })(),
    };
    const messages = Object.fromEntries(
      Object.entries(found).flatMap(([field, key]) =>
        key ? [[field, t(`console.${key}` as 'console.vRequired')]] : [],
      ),
    );
    setProblems(messages);
    if (Object.keys(messages).length === 0) create.mutate();
  }

  return (
    <form className={shared.form} onSubmit={submit} noValidate>
      <TextField
        label={t('console.keyName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={problems.name}
        required
      />
      <fieldset className={shared.fieldset}>
        <legend>{t('console.ownerKind')}</legend>
        <label className={shared.row}>
          <input
            type="radio"
            name="owner-kind"
            checked={ownerKind === 'service'}
            onChange={() => setOwnerKind('service')}
          />
          {t('console.ownerService')}
        </label>
        <label className={shared.row}>
          <input
            type="radio"
            name="owner-kind"
            checked={ownerKind === 'staff'}
            onChange={() => setOwnerKind('staff')}
          />
          {t('console.ownerStaff')}
        </label>
        {ownerKind === 'service' ? (
          <TextField
            label={t('console.serviceName')}
            value={service}
            onChange={(e) => setService(e.target.value)}
            error={problems.owner}
            autoCapitalize="none"
            spellCheck={false}
          />
        ) : (
          <Select
            label={t('console.staffMember')}
            value={staffId}
            placeholder={t('console.staffMember')}
            options={(staff.data?.items ?? []).map((m) => ({
              value: String(m.id),
              label: `${m.name} (${m.email})`,
            }))}
            onChange={(e) => setStaffId(e.target.value)}
            error={problems.owner}
          />
        )}
      </fieldset>
      <Select
        label={t('console.role')}
        value={roleId}
        placeholder={t('console.role')}
        options={(roles.data?.items ?? []).map((role) => ({
          value: String(role.id),
          label: roleLabel(t, role),
        }))}
        onChange={(e) => setRoleId(e.target.value)}
        error={problems.role}
        required
      />
      <MerchantScopeField value={scope} onChange={setScope} error={problems.merchants} />
      <TextField
        label={t('console.expiresOn')}
        type="date"
        value={expires}
        min={isoDay(Date.now() + DAY)}
        max={isoDay(Date.now() + 365 * DAY)}
        onChange={(e) => setExpires(e.target.value)}
        error={problems.expires}
        required
      />
      <FormError error={create.error} />
      <div className={shared.row}>
        <Button type="submit" loading={create.isPending}>
          {t('console.create')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('console.cancel')}
        </Button>
      </div>
    </form>
  );
}
