import type { TeamMember } from '@tessera/contract';
import { parseAmount } from '@tessera/domain';
import { PlatformError } from '@tessera/sdk';
import { Button, minorUnitDigits, Modal, PasswordField } from '@tessera/ui';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../../core/forms/amount-field';
import { spendProblems } from '../../../../core/forms/amount-message';
import { CallError } from '../../../../core/forms/call-error';
import { useSubmit } from '../../../../core/forms';
import { usePlatformClient } from '../../../../core/platform-client/use-platform-client';
import { useBalance } from '../../../../core/wallet/balance';
import { newRequestId } from '../../../../core/wallet/request-id';
import { useMoney } from '../../../cashier';
import formStyles from '../../../../core/forms/money-forms.module.css';

/**
 * Money from the agent's main wallet to a team member, with the withdrawal password. One
 * requestId per dialog: pressing Send again after a lost reply books the transfer once.
 */
export function TransferDialog({
  member,
  onClose,
  onDone,
}: {
  member: TeamMember;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const client = usePlatformClient();
  const money = useMoney();
  const balance = useBalance();
  const [requestId] = useState(newRequestId);
  const [typed, setTyped] = useState('');
  const [problems, setProblems] = useState<{ amount?: string; password?: string }>({});
  const [failure, setFailure] = useState<Error | null>(null);
  const available = balance?.balance ?? 0;
  const digits = minorUnitDigits(balance?.currency ?? 'BDT');
  const { submit, pending } = useSubmit(
    async (amount: number, withdrawalPassword: string) => {
      setFailure(null);
      const done = await client.team.transfer(member.id, {
        requestId,
        amount,
        withdrawalPassword,
      });
      onDone(t('agent.transferDone', { amount: money(done.amount), account: done.account }));
    },
    (failed) => setFailure(failed instanceof Error ? failed : null),
  );
  const passwordMissing =
    failure instanceof PlatformError && failure.code === 'WITHDRAWAL_PASSWORD_NOT_SET';

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('withdrawalPassword') ?? '');
    const parsed = parseAmount(typed, digits, { min: 1, max: Math.max(available, 1) });
    const found = spendProblems(t, parsed, password, money);
    setProblems(found);
    if (!parsed.ok || found.password) return;
    void submit(parsed.minor, password);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('agent.transferTitle', { account: member.account })}
    >
      <form className={formStyles.form} noValidate onSubmit={send}>
        <p className={formStyles.muted}>
          {t('cashier.available')}: <strong>{money(available)}</strong>
        </p>
        <AmountField
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setProblems((now) => ({ ...now, amount: undefined }));
          }}
          error={problems.amount}
        />
        <PasswordField
          name="withdrawalPassword"
          label={t('cashier.withdrawalPassword')}
          autoComplete="off"
          error={problems.password}
        />
        <CallError error={failure} />
        {passwordMissing && (
          <Link
            to="/member/withdraw"
            search={{ setPassword: true }}
            className={formStyles.linkButton}
          >
            {t('cashier.setPasswordTitle')}
          </Link>
        )}
        <Button type="submit" loading={pending}>
          {t('agent.transferSubmit')}
        </Button>
      </form>
    </Modal>
  );
}
