import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { STAFF_OPS_ROUTES, type StaffRole } from '@tessera/contract';
import { Button, ConfirmDialog, Drawer } from '@tessera/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { formatNumber } from '../core/format';
import { useCallOps } from '../core/ops';
import { usePermissions } from '../core/session';
import { roleLabel } from '../shell/role-label';
import { DataTable, sortLoaded } from '../table';
import type { Column } from '../table';
import { RoleEditor } from './role-editor';
import { useRoles } from './use-roles';

type Open =
  { kind: 'none' } | { kind: 'edit'; role?: StaffRole } | { kind: 'delete'; role: StaffRole };

/** The roles, built in and custom, and the custom role editor. */
export function RolesPage() {
  const { t, i18n } = useTranslation();
  const callOps = useCallOps();
  const queryClient = useQueryClient();
  const can = usePermissions();
  const manage = can('roles.manage');
  const roles = useRoles();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [sorting, setSorting] = useState<SortingState>([]);
  const remove = useMutation({
    mutationFn: (role: StaffRole) =>
      callOps(STAFF_OPS_ROUTES.deleteRole, { params: { id: role.id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
      setOpen({ kind: 'none' });
    },
    onError: () => setOpen({ kind: 'none' }),
  });
  const language = i18n.language;
  const columns = useMemo<Column<StaffRole>[]>(
    () => [
      {
        id: 'name',
        meta: {
          label: t('console.name'),
          csv: (r) => roleLabel(t, r),
          sortValue: (r) => roleLabel(t, r),
        },
        cell: ({ row }) => roleLabel(t, row.original),
      },
      {
        id: 'kind',
        meta: {
          label: t('console.role'),
          csv: (r) => t(r.key ? 'console.roleBuiltIn' : 'console.roleCustom'),
          sortValue: (r) => (r.key ? 0 : 1),
        },
        cell: ({ row }) => (
          <span className={shared.chip}>
            {t(row.original.key ? 'console.roleBuiltIn' : 'console.roleCustom')}
          </span>
        ),
      },
      {
        id: 'permissions',
        meta: {
          label: t('console.permissionCount'),
          csv: (r) => String(r.permissions.length),
          sortValue: (r) => r.permissions.length,
        },
        cell: ({ row }) => formatNumber(language, row.original.permissions.length),
      },
      {
        id: 'holders',
        meta: {
          label: t('console.holders'),
          csv: (r) => String(r.holders),
          sortValue: (r) => r.holders,
        },
        cell: ({ row }) => formatNumber(language, row.original.holders),
      },
      {
        id: 'actions',
        meta: { label: t('console.actions') },
        cell: ({ row }) => (
          <div className={shared.actions}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOpen({ kind: 'edit', role: row.original })}
            >
              {row.original.key || !manage ? t('console.viewRole') : t('console.edit')}
            </Button>
            {manage && !row.original.key && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setOpen({ kind: 'delete', role: row.original })}
              >
                {t('console.deleteRole')}
              </Button>
            )}
          </div>
        ),
      },
    ],
    [t, language, manage],
  );

  return (
    <div className={shared.page}>
      <div className={shared.pageHead}>
        <h1>{t('console.rolesTitle')}</h1>
        {manage && (
          <Button onClick={() => setOpen({ kind: 'edit' })}>{t('console.newRole')}</Button>
        )}
      </div>
      <FormError error={remove.error} />
      <DataTable
        tableId="roles"
        caption={t('console.rolesTitle')}
        columns={columns}
        rows={sortLoaded(roles.data?.items ?? [], sorting, columns)}
        state={roles.isPending ? 'loading' : roles.isError ? 'error' : 'ready'}
        onRetry={() => void roles.refetch()}
        getRowId={(r) => String(r.id)}
        sorting={sorting}
        onSortingChange={setSorting}
        page={1}
        hasPrevious={false}
        hasNext={false}
        onPrevious={() => undefined}
        onNext={() => undefined}
        csvName="tessera-roles.csv"
      />
      <Drawer
        open={open.kind === 'edit'}
        onOpenChange={(next) => !next && setOpen({ kind: 'none' })}
        title={
          open.kind === 'edit' && open.role
            ? t('console.editRole', { name: roleLabel(t, open.role) })
            : t('console.newRole')
        }
        side="right"
      >
        {open.kind === 'edit' && (
          <RoleEditor
            key={open.role?.id ?? 'new'}
            role={open.role}
            onDone={() => setOpen({ kind: 'none' })}
          />
        )}
      </Drawer>
      <ConfirmDialog
        open={open.kind === 'delete'}
        onOpenChange={(next) => !next && setOpen({ kind: 'none' })}
        title={t('console.deleteRole')}
        message={
          open.kind === 'delete' ? t('console.deleteRoleConfirm', { name: open.role.name }) : ''
        }
        confirmLabel={t('console.confirm')}
        cancelLabel={t('console.cancel')}
        pending={remove.isPending}
        onConfirm={() => open.kind === 'delete' && remove.mutate(open.role)}
      />
    </div>
  );
}
