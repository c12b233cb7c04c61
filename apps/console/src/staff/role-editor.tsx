import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STAFF_OPS_ROUTES,
  STAFF_SESSION_ROUTES,
  type Permission,
  type StaffRole,
} from '@tessera/contract';
import { Button, Checkbox, Skeleton, TextField } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { useCallOps } from '../core/ops';
import { permissionLabel } from './permission-label';
import styles from './role-editor.module.css';

/** The catalogue's permissions by area (`withdrawals.approve` → withdrawals), in catalogue order. */
export function byArea<P extends { name: string }>(items: readonly P[]): [string, P[]][] {
  const areas = new Map<string, P[]>();
  for (const item of items) {
    const area = item.name.split('.')[0] ?? item.name;
    areas.set(area, [...(areas.get(area) ?? []), item]);
  }
  return [...areas].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * A custom role's name and permissions (checkboxes grouped by area, each with its line from
 * `GET /ops/permissions`); a built-in role is shown read-only.
 */
export function RoleEditor({ role, onDone }: { role?: StaffRole; onDone(): void }) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const queryClient = useQueryClient();
  const locked = Boolean(role?.key);
  const catalogue = useQuery({
    queryKey: ['permissions'],
    queryFn: () => callOps(STAFF_SESSION_ROUTES.permissions),
    staleTime: Infinity,
  });
  const [name, setName] = useState(role?.name ?? '');
  const [chosen, setChosen] = useState<Set<Permission>>(new Set(role?.permissions ?? []));
  const [problems, setProblems] = useState<{ name?: string; permissions?: string }>({});
  const save = useMutation({
    mutationFn: () => {
      const body = { name: name.trim(), permissions: [...chosen] };
      return role
        ? callOps(STAFF_OPS_ROUTES.updateRole, { params: { id: role.id }, body })
        : callOps(STAFF_OPS_ROUTES.createRole, { body });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
      onDone();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      ...(name.trim() === '' ? { name: t('console.vRequired') } : {}),
      ...(chosen.size === 0 ? { permissions: t('console.vPermissions') } : {}),
    };
    setProblems(found);
    if (!found.name && !found.permissions) save.mutate();
  }

  const toggle = (permission: Permission, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(permission);
      else next.delete(permission);
      return next;
    });

  return (
    <form className={shared.form} onSubmit={submit} noValidate>
      {locked && <p className={shared.muted}>{t('console.roleLocked')}</p>}
      <TextField
        label={t('console.roleName')}
        value={locked && role?.key ? t(`console.role_${role.key}`) : name}
        onChange={(event) => setName(event.target.value)}
        error={problems.name}
        readOnly={locked}
        required
      />
      <fieldset className={shared.fieldset} aria-describedby="permissions-error">
        <legend>{t('console.permissionsLegend')}</legend>
        {problems.permissions && (
          <span id="permissions-error" role="alert" className={shared.error}>
            {problems.permissions}
          </span>
        )}
        {catalogue.isPending && <Skeleton shape="block" height={160} />}
        {catalogue.isError && <FormError error={catalogue.error} />}
        {catalogue.data &&
          byArea(catalogue.data.items).map(([area, items]) => (
            <fieldset key={area} className={styles.area}>
              <legend>
                {t(`console.area_${area}` as 'console.area_staff', { defaultValue: area })}
              </legend>
              {items.map((item) => (
                <Checkbox
                  key={item.name}
                  label={permissionLabel(t, item.name, item.description)}
                  hint={item.name}
                  checked={chosen.has(item.name)}
                  disabled={locked}
                  onCheckedChange={(on) => toggle(item.name, on)}
                />
              ))}
            </fieldset>
          ))}
      </fieldset>
      <FormError error={save.error} />
      <div className={shared.row}>
        {!locked && (
          <Button type="submit" loading={save.isPending}>
            {role ? t('console.save') : t('console.create')}
          </Button>
        )}
        <Button type="button" variant="ghost" onClick={onDone}>
          {locked ? t('console.close') : t('console.cancel')}
        </Button>
      </div>
    </form>
  );
}
