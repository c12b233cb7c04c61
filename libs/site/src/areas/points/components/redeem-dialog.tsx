import type { MallItem, RedeemRecord } from '@tessera/contract';
import { MAX_REDEEM_QUANTITY, REDEEM_ADDRESS_MAX } from '@tessera/contract';
import { PlatformError } from '@tessera/sdk';
import { Button, Modal, PasswordField, Select, TextField } from '@tessera/ui';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError } from '@tessera/site-shared/forms/call-error';
import { useRedeem } from '../api/points-queries';
import styles from './points.module.css';
import { usePointsFormat } from './use-points-format';

export interface RedeemDialogProps {
  /** The item being redeemed; null closes the dialog. */
  item: MallItem | null;
  /** The member's points, to say up front when they fall short. */
  points: number;
  onClose: () => void;
  /** After a redeem went through. */
  onRedeemed: (record: RedeemRecord) => void;
}

/**
 * Redeems one mall item: quantity, a receiving address for gifts, the withdrawal password
 * (sent sealed). Refusals (points, stock, requirements, password) are shown in the dialog,
 * translated, and the form keeps what was typed.
 */
export function RedeemDialog({ item, points, onClose, onRedeemed }: RedeemDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item ? t('points.redeemTitle', { name: item.name }) : ''}
      size="sm"
    >
      {item && (
        <RedeemForm
          key={item.id}
          item={item}
          points={points}
          onRedeemed={onRedeemed}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

function RedeemForm({
  item,
  points,
  onRedeemed,
  onCancel,
}: {
  item: MallItem;
  points: number;
  onRedeemed: (record: RedeemRecord) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const redeem = useRedeem();
  const [quantity, setQuantity] = useState(1);
  const [problems, setProblems] = useState<{ address?: string; password?: string }>({});
  const most = Math.min(MAX_REDEEM_QUANTITY, item.stock ?? MAX_REDEEM_QUANTITY);
  const total = item.pointsRequired * quantity;
  const passwordMissing =
    redeem.error instanceof PlatformError && redeem.error.code === 'WITHDRAWAL_PASSWORD_NOT_SET';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('withdrawalPassword') ?? '');
    const address = String(form.get('address') ?? '').trim();
    const found = {
      ...(item.kind === 'GIFT' && !address && { address: t('points.addressRequired') }),
      ...(!password && { password: t('points.passwordRequired') }),
    };
    setProblems(found);
    if (found.address || found.password) return;
    redeem.mutate(
      {
        itemId: item.id,
        quantity,
        withdrawalPassword: password,
        ...(item.kind === 'GIFT' ? { address } : {}),
      },
      { onSuccess: onRedeemed },
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <Select
        label={t('points.quantity')}
        value={String(quantity)}
        onChange={(event) => setQuantity(Number(event.target.value))}
        options={Array.from({ length: Math.max(most, 1) }, (_, i) => ({
          value: String(i + 1),
          label: String(i + 1),
        }))}
      />
      <p className={styles.cost} aria-live="polite">
        {t('points.total', { points: format(total) })}
      </p>
      {total > points && (
        <p className={styles.problem}>{t('points.shortBy', { points: format(total - points) })}</p>
      )}
      {item.kind === 'GIFT' && (
        <TextField
          name="address"
          label={t('points.address')}
          autoComplete="street-address"
          maxLength={REDEEM_ADDRESS_MAX}
          error={problems.address}
        />
      )}
      <PasswordField
        name="withdrawalPassword"
        label={t('points.withdrawalPassword')}
        autoComplete="off"
        error={problems.password}
      />
      <CallError error={redeem.error} />
      {passwordMissing && (
        <Link to="/member/withdraw" search={{ setPassword: true }}>
          {t('points.setPasswordFirst')}
        </Link>
      )}
      <div className={styles.filters}>
        <Button type="submit" loading={redeem.isPending}>
          {t('points.confirmRedeem')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('points.cancel')}
        </Button>
      </div>
    </form>
  );
}
