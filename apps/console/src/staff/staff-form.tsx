import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  STAFF_OPS_ROUTES,
  type StaffCredentials,
  type StaffMember,
  type StaffRole,
} from '@tessera/contract';
import { Button, Select, TextField } from '@tessera/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import shared from '../core/console.module.css';
import { FormError } from '../core/form-error';
import { useCallOps } from '../core/ops';
import { TextArea } from '../core/text-area';
import { email as checkEmail, ipLines, ipList, required } from '../core/validate';
import { roleLabel } from '../shell/role-label';
import {
  MerchantScopeField,
  scopeDraftOf,
  scopeOf,
  scopeProblem,
  type ScopeDraft,
} from './merchant-scope-field';

type Problems = Partial<Record<'name' | 'email' | 'role' | 'merchants' | 'ip', string>>;

/**
 * A new staff member (answering the initial password, once) or an existing one's role,
 * merchants, status and IP allow-list.
 */
export function StaffForm({
  member,
  roles,
  onCreated,
  onSaved,
  onCancel,
}: {
  member?: StaffMember;
  roles: readonly StaffRole[];
  onCreated?(credentials: StaffCredentials): void;
  onSaved?(member: StaffMember): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const callOps = useCallOps();
  const queryClient = useQueryClient();
  const [name, setName] = useState(member?.name ?? '');
  const [email, setEmail] = useState(member?.email ?? '');
  const [roleId, setRoleId] = useState(member ? String(member.role.id) : '');
  const [scope, setScope] = useState<ScopeDraft>(
    member ? scopeDraftOf(member.merchants) : { all: false, codes: '' },
  );
  const [status, setStatus] = useState(member?.status ?? 'active');
  const [ips, setIps] = useState(member?.ipAllowList.join('\n') ?? '');
  const [problems, setProblems] = useState<Problems>({});

  const save = useMutation({
    mutationFn: async () => {
      const common = {
        name: name.trim(),
        roleId: Number(roleId),
        merchants: scopeOf(scope),
        ipAllowList: ipLines(ips),
      };
      if (member) {
        const saved = await callOps(STAFF_OPS_ROUTES.update, {
          params: { id: member.id },
          body: { ...common, status },
        });
        onSaved?.(saved);
      } else {
        const created = await callOps(STAFF_OPS_ROUTES.create, {
          body: { ...common, email: email.trim() },
        });
        onCreated?.(created);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff'] }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {};
    const message = (key: string | null) =>
      key ? t(`console.${key}` as 'console.vRequired') : undefined;
    const nameProblem = message(required(name));
    if (nameProblem) found.name = nameProblem;
    const emailProblem = member ? undefined : message(checkEmail(email));
    if (emailProblem) found.email = emailProblem;
    const roleProblem = message(required(roleId));
    if (roleProblem) found.role = roleProblem;
    const merchantProblem = message(scopeProblem(scope));
    if (merchantProblem) found.merchants = merchantProblem;
    const ipProblem = message(ipList(ips));
    if (ipProblem) found.ip = ipProblem;
    setProblems(found);
    if (Object.keys(found).length === 0) save.mutate();
  }

  return (
    <form className={shared.form} onSubmit={submit} noValidate>
      <TextField
        label={t('console.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={problems.name}
        required
      />
      {!member && (
        <TextField
          label={t('console.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={problems.email}
          required
        />
      )}
      <Select
        label={t('console.role')}
        value={roleId}
        placeholder={t('console.role')}
        options={roles.map((role) => ({ value: String(role.id), label: roleLabel(t, role) }))}
        onChange={(event) => setRoleId(event.target.value)}
        error={problems.role}
        required
      />
      <MerchantScopeField value={scope} onChange={setScope} error={problems.merchants} />
      {member && (
        <Select
          label={t('console.status')}
          value={status}
          options={[
            { value: 'active', label: t('console.statusActive') },
            { value: 'disabled', label: t('console.statusDisabled') },
          ]}
          onChange={(event) => setStatus(event.target.value as StaffMember['status'])}
        />
      )}
      <TextArea
        label={t('console.ipAllowList')}
        hint={t('console.ipAllowListHint')}
        value={ips}
        onChange={setIps}
        error={problems.ip}
      />
      <FormError error={save.error} />
      <div className={shared.row}>
        <Button type="submit" loading={save.isPending}>
          {member ? t('console.save') : t('console.create')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('console.cancel')}
        </Button>
      </div>
    </form>
  );
}
