import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import styles from './dialog-frame.module.css';

/** What a Modal and a Drawer share: a controlled, titled, closable dialog. */
export interface DialogFrameProps {
  /** Whether the dialog is shown; the caller owns this state. */
  open: boolean;
  /** Called with `false` on Escape, the close button or (if dismissible) an outside click. */
  onOpenChange: (open: boolean) => void;
  /** Names the dialog for screen readers and shows as its heading. */
  title: ReactNode;
  /** A sentence under the title, read out when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, pinned under the scrolling body. */
  footer?: ReactNode;
  /** Whether a click on the dimmed page closes the dialog. @default true */
  dismissible?: boolean;
  /**
   * A step the reader must finish (a forced password change): no close button, and neither
   * Escape nor an outside click closes it. @default false
   */
  required?: boolean;
}

interface DialogFrameInternals extends DialogFrameProps {
  /** Sizes and docks the panel; each overlay kind brings its own. */
  panelClassName: string;
}

/** Internal: the Radix Dialog wiring both overlay kinds use, so their a11y cannot drift apart. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  dismissible = true,
  required = false,
  panelClassName,
}: DialogFrameInternals) {
  const { t } = useTranslation();
  // Radix returns focus only to a Dialog.Trigger; our callers open dialogs from anywhere
  // (a route, a server reply), so remember what had focus and hand it back on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.panel} ${panelClassName}`}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible || required) event.preventDefault();
          }}
          onEscapeKeyDown={(event) => {
            if (required) event.preventDefault();
          }}
        >
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {!required && (
              <Dialog.Close asChild>
                <Button
                  variant="ghost"
                  className={styles.close}
                  aria-label={t('kitOverlays.close')}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </Dialog.Close>
            )}
          </header>
          {description && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          <div className={styles.body}>{children}</div>
          {footer && <footer className={styles.footer}>{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
