import type { TeamMember } from '@tessera/contract';
import { Modal } from '@tessera/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpendForm } from '@tessera/site-shared/forms/spend-form';
import { newRequestId } from '@tessera/site-shared/wallet/request-id';
import { useMoney } from '@tessera/site-shared/wallet/use-money';
import { useTransferToMember } from '../../api/team-mutations';

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
  const money = useMoney();
  const [requestId] = useState(newRequestId);
  const transfer = useTransferToMember(member.id, {
    onSuccess: (done) =>
      onDone(t('agent.transferDone', { amount: money(done.amount), account: done.account })),
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('agent.transferTitle', { account: member.account })}
    >
      <SpendForm
        onSpend={(amount, withdrawalPassword) =>
          transfer.mutate({ requestId, amount, withdrawalPassword })
        }
        pending={transfer.isPending}
        error={transfer.error}
        labels={{ submit: t('agent.transferSubmit'), passwordFirst: t('cashier.setPasswordTitle') }}
      />
    </Modal>
  );
}
