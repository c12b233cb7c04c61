import { useMutation, useQuery } from '@tanstack/react-query';
import {
  STAFF_OPS_ROUTES,
  STAFF_PAGE_DEFAULT,
  type StaffCredentials,
  type StaffMember,
  type StaffStatus,
} from '@tessera/contract';
import { Button, ConfirmDialog, Drawer, Select, TextField } from '@tessera/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { formatDate, formatDateTime } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import { roleLabel } from '../shell/role-label';
import { DataTable, sortingFromSearch, sortLoaded, sortToSearch, useCursorPages } from '../table';
import type { Column } from '../table';
import { ShownOnce } from './shown-once';
import { StaffForm } from './staff-form';
import { useRoles } from './use-roles';

/** The staff list's filters, paging and order, as the URL holds them. */
export interface StaffSearch {
  q?: string;
  status?: StaffStatus;
  roleId?: number;
  cursor?: string;
  sort?: string;
}

export function validateStaffSearch(search: Record<string, unknown>): StaffSearch {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const roleId = Number(search.roleId);
  const status =
    search.status === 'active' || search.status === 'disabled' ? search.status : undefined;
  return {
    ...(text(search.q) ? { q: text(search.q) } : {}),
    ...(status ? { status } : {}),
    ...(Number.isInteger(roleId) && roleId > 0 ? { roleId } : {}),
    ...(/^[1-9][0-9]{0,14}$/.test(String(search.cursor)) ? { cursor: String(search.cursor) } : {}),
    ...(text(search.sort) ? { sort: text(search.sort) } : {}),
  };
}

type Open =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; member: StaffMember }
  | { kind: 'reset'; member: StaffMember }
  | { kind: 'password'; credentials: StaffCredentials };

export function StaffPage({
  search,
  onSearch,
}: {
  search: StaffSearch;
  onSearch(next: StaffSearch): void;
}) {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const can = usePermissions();
  const manage = can('staff.manage');
  const roles = useRoles();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const pages = useCursorPages(search.cursor, (cursor) =>
    onSearch({ ...search, ...(cursor ? { cursor } : { cursor: undefined }) }),
  );
  const query = {
    q: search.q,
    status: search.status,
    roleId: search.roleId,
    cursor: search.cursor,
  };
  const list = useQuery({
    queryKey: ['staff', query],
    queryFn: () =>
      callOps(STAFF_OPS_ROUTES.list, { query: { ...query, limit: STAFF_PAGE_DEFAULT } }),
  });
  const reset = useMutation({
    mutationFn: (member: StaffMember) =>
      callOps(STAFF_OPS_ROUTES.reset, { params: { id: member.id } }),
    onSuccess: (credentials) => setOpen({ kind: 'password', credentials }),
  });

  const language = i18n.language;
  const columns = useMemo<Column<StaffMember>[]>(
    () => [
      {
        id: 'name',
        meta: {
          label: t('console.name'),
          csv: (m) => m.name,
          sortValue: (m) => m.name.toLowerCase(),
        },
        cell: ({ row }) => row.original.name,
      },
      {
        id: 'email',
        meta: { label: t('console.email'), csv: (m) => m.email, sortValue: (m) => m.email },
        cell: ({ row }) => <span className={shared.mono}>{row.original.email}</span>,
      },
      {
        id: 'role',
        meta: {
          label: t('console.role'),
          csv: (m) => roleLabel(t, m.role),
          sortValue: (m) => roleLabel(t, m.role),
        },
        cell: ({ row }) => roleLabel(t, row.original.role),
      },
      {
        id: 'merchants',
        meta: {
          label: t('console.merchants'),
          csv: (m) => (m.merchants.all ? t('console.allMerchants') : m.merchants.codes.join(' ')),
        },
        cell: ({ row }) =>
          row.original.merchants.all
            ? t('console.allMerchants')
            : row.original.merchants.codes.join(', '),
      },
      {
        id: 'status',
        meta: {
          label: t('console.status'),
          csv: (m) => t(m.status === 'active' ? 'console.statusActive' : 'console.statusDisabled'),
          sortValue: (m) => m.status,
        },
        cell: ({ row }) =>
          row.original.status === 'active' ? (
            <span className={shared.chipOk}>{t('console.statusActive')}</span>
          ) : (
            <span className={shared.chipDanger}>{t('console.statusDisabled')}</span>
          ),
      },
      {
        id: 'twoFactor',
        meta: {
          label: t('console.twoFactor'),
          csv: (m) => t(m.totpEnrolled ? 'console.enrolled' : 'console.notEnrolled'),
        },
        cell: ({ row }) =>
          t(row.original.totpEnrolled ? 'console.enrolled' : 'console.notEnrolled'),
      },
      {
        id: 'lastSignIn',
        meta: {
          label: t('console.lastSignIn'),
          csv: (m) => m.lastSignInAt ?? '',
          sortValue: (m) => m.lastSignInAt,
        },
        cell: ({ row }) =>
          row.original.lastSignInAt
            ? formatDateTime(language, row.original.lastSignInAt)
            : t('console.never'),
      },
      {
        id: 'createdAt',
        meta: {
          label: t('console.createdAt'),
          csv: (m) => m.createdAt,
          sortValue: (m) => m.createdAt,
        },
        cell: ({ row }) => formatDate(language, row.original.createdAt),
      },
      ...(manage
        ? [
            {
              id: 'actions',
              meta: { label: t('console.actions') },
              cell: ({ row }) => (
                <div className={shared.actions}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setOpen({ kind: 'edit', member: row.original })}
                    aria-label={t('console.editStaff', { name: row.original.name })}
                  >
                    {t('console.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setOpen({ kind: 'reset', member: row.original })}
                  >
                    {t('console.reset')}
                  </Button>
                </div>
              ),
            } satisfies Column<StaffMember>,
          ]
        : []),
    ],
    [t, language, manage],
  );
  const sorting = sortingFromSearch(search.sort);
  const rows = sortLoaded(list.data?.items ?? [], sorting, columns);

  return (
    <div className={shared.page}>
      <div className={shared.pageHead}>
        <h1>{t('console.staffTitle')}</h1>
        {manage && (
          <Button onClick={() => setOpen({ kind: 'create' })}>{t('console.addStaff')}</Button>
        )}
      </div>
      <DataTable
        tableId="staff"
        caption={t('console.staffTitle')}
        columns={columns}
        rows={rows}
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        onRetry={() => void list.refetch()}
        getRowId={(m) => String(m.id)}
        sorting={sorting}
        onSortingChange={(next) => onSearch({ ...search, sort: sortToSearch(next) })}
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={Boolean(list.data?.nextCursor)}
        onPrevious={pages.previous}
        onNext={() => list.data?.nextCursor && pages.next(list.data.nextCursor)}
        csvName="tessera-staff.csv"
        toolbar={
          <StaffFilters
            key={JSON.stringify([search.q, search.status, search.roleId])}
            search={search}
            roles={roles.data?.items ?? []}
            onApply={(filters) => {
              pages.reset();
              onSearch({ ...filters, sort: search.sort });
            }}
          />
        }
      />
      <FormError error={reset.error} />
      <Drawer
        open={open.kind === 'create' || open.kind === 'edit'}
        onOpenChange={(next) => !next && setOpen({ kind: 'none' })}
        title={
          open.kind === 'edit'
            ? t('console.editStaff', { name: open.member.name })
            : t('console.addStaff')
        }
        side="right"
      >
        {(open.kind === 'create' || open.kind === 'edit') && (
          <StaffForm
            key={open.kind === 'edit' ? open.member.id : 'new'}
            member={open.kind === 'edit' ? open.member : undefined}
            roles={roles.data?.items ?? []}
            onCreated={(credentials) => setOpen({ kind: 'password', credentials })}
            onSaved={() => setOpen({ kind: 'none' })}
            onCancel={() => setOpen({ kind: 'none' })}
          />
        )}
      </Drawer>
      <ConfirmDialog
        open={open.kind === 'reset'}
        onOpenChange={(next) => !next && setOpen({ kind: 'none' })}
        title={t('console.reset')}
        message={open.kind === 'reset' ? t('console.resetConfirm', { name: open.member.name }) : ''}
        confirmLabel={t('console.confirm')}
        cancelLabel={t('console.cancel')}
        pending={reset.isPending}
        onConfirm={() => open.kind === 'reset' && reset.mutate(open.member)}
      />
      <ShownOnce
        open={open.kind === 'password'}
        title={t('console.initialPasswordTitle')}
        intro={
          open.kind === 'password'
            ? t('console.initialPasswordIntro', { name: open.credentials.staff.name })
            : ''
        }
        secret={open.kind === 'password' ? open.credentials.initialPassword : ''}
        onClose={() => setOpen({ kind: 'none' })}
      />
    </div>
  );
}

function StaffFilters({
  search,
  roles,
  onApply,
}: {
  search: StaffSearch;
  roles: readonly { id: number; key: string | null; name: string }[];
  onApply(filters: StaffSearch): void;
}) {
  const { t } = useTranslation();
  const [q, setQ] = useState(search.q ?? '');
  const [status, setStatus] = useState<string>(search.status ?? '');
  const [roleId, setRoleId] = useState(search.roleId ? String(search.roleId) : '');
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(
      validateStaffSearch({ q: q.trim(), status, roleId: roleId === '' ? undefined : roleId }),
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
        label={t('console.staffSearch')}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <Select
        label={t('console.status')}
        value={status}
        options={[
          { value: '', label: t('console.anyStatus') },
          { value: 'active', label: t('console.statusActive') },
          { value: 'disabled', label: t('console.statusDisabled') },
        ]}
        onChange={(e) => setStatus(e.target.value)}
      />
      <Select
        label={t('console.role')}
        value={roleId}
        options={[
          { value: '', label: t('console.anyRole') },
          ...roles.map((role) => ({
            value: String(role.id),
            label: role.key ? t(`console.role_${role.key}` as 'console.role_owner') : role.name,
          })),
        ]}
        onChange={(e) => setRoleId(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('console.applyFilters')}
      </Button>
    </form>
  );
}
