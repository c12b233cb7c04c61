import { DialogFrame, type DialogFrameProps } from '../modal/dialog-frame';
import styles from './drawer.module.css';

export interface DrawerProps extends DialogFrameProps {
  /** The edge the panel slides in from. @default 'right' */
  side?: 'left' | 'right' | 'bottom';
}

/**
 * A dialog docked to one edge (menus, filters, bet slips), with the same guarantees as Modal:
 * focus trapped, Escape closes, page scroll locked, focus returned to the opener.
 */
export function Drawer({ side = 'right', ...frame }: DrawerProps) {
  return <DialogFrame {...frame} panelClassName={`${styles.drawer} ${styles[side]}`} />;
}
