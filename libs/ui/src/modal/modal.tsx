import { DialogFrame, type DialogFrameProps } from './dialog-frame';
import styles from './modal.module.css';

export interface ModalProps extends DialogFrameProps {
  /** Widest the panel grows: sm 360 px, md 520 px, lg 800 px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Fill the whole screen on phones (under 600 px), for long forms. @default false */
  fullScreenOnPhone?: boolean;
}

/**
 * A centred dialog: traps focus, closes on Escape, locks page scroll while open and gives focus
 * back to whatever opened it.
 */
export function Modal({ size = 'md', fullScreenOnPhone = false, ...frame }: ModalProps) {
  const panel = [styles.modal, styles[size], fullScreenOnPhone && styles.phoneFull];
  return <DialogFrame {...frame} panelClassName={panel.filter(Boolean).join(' ')} />;
}
