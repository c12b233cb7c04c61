import type { TeamMember } from '@tessera/contract';
import { Modal } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from '../../../../core/forms';
import { SpendForm } from '../../../../core/forms/spend-form';
import { usePlatformClient } from '../../../../core/platform-client/use-platform-client';
import { newRequestId } from '../../../../core/wallet/request-id';
import { useMoney } from '../../../cashier';

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
  const [requestId] = useState(newRequestId);
  const [failure, setFailure] = useState<Error | null>(null);
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

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('agent.transferTitle', { account: member.account })}
    >
      <SpendForm
        onSpend={(amount, password) => void submit(amount, password)}
        pending={pending}
        error={failure}
        labels={{ submit: t('agent.transferSubmit'), passwordFirst: t('cashier.setPasswordTitle') }}
      />
    </Modal>
  );
}
