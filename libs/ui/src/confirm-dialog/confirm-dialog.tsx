import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../button';
import { Modal } from '../modal';
import { Spinner } from '../spinner';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown; the caller owns this state. */
  open: boolean;
  /** Called with `false` on Cancel, Escape, the close button or an outside click (never while pending). */
  onOpenChange: (open: boolean) => void;
  /** Names the dialog, e.g. "Prompt". */
  title: ReactNode;
  /** The question, read out as the dialog's description when it opens. */
  message: ReactNode;
  /** Text of the button that goes ahead, e.g. "Confirm". */
  confirmLabel: ReactNode;
  /** Text of the button that backs out, e.g. "Cancel". */
  cancelLabel: ReactNode;
  /** Called on Confirm; the dialog stays open, so the caller closes it (or sets `pending`). */
  onConfirm: () => void;
  /** The confirmed action is running: Confirm shows busy, nothing can be pressed or dismissed. @default false */
  pending?: boolean;
}

/**
 * A yes-or-no question in a small Modal: focus stays inside, Escape cancels. Labels come in as
 * props because the question and its answers are the caller's words, not the kit's.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      // An action under way cannot be taken back: Escape, the close button and an outside click
      // wait for it, as Cancel does.
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      size="sm"
      footer={
        // aria-disabled rather than disabled while pending: a disabled button drops focus to the
        // page behind the dialog; this way it stays on Confirm, which reads as busy.
        <>
          <Button
            variant="secondary"
            className={pending ? styles.waiting : undefined}
            aria-disabled={pending || undefined}
            onClick={() => !pending && onOpenChange(false)}
          >
            {cancelLabel}
          </Button>
          <Button
            className={pending ? styles.waiting : undefined}
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
            onClick={() => !pending && onConfirm()}
          >
            {pending && <Spinner size={16} decorative />}
            {confirmLabel}
          </Button>
        </>
      }
    >
      {/* In the body rather than Modal's muted `description`: the question is the content here.
          Radix ties it to the dialog's aria-describedby wherever it sits inside. */}
      <Dialog.Description asChild>
        <div className={styles.message}>{message}</div>
      </Dialog.Description>
    </Modal>
  );
}
