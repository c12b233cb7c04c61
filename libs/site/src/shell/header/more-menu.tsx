import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './game-nav.module.css';

export interface MoreMenuProps {
  /** The links the header row has no room for, in header order (each renders its own link). */
  items: readonly { key: string; link: (close: () => void) => ReactNode }[];
}

/**
 * The header's "More" disclosure: a button (aria-expanded) and the links that did not fit.
 * Enter or Space opens it on the first link, arrows move, Escape closes it and gives the focus
 * back to the button. Its place is always kept (hidden when empty), so the row never shifts.
 */
export function MoreMenu({ items }: MoreMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const empty = items.length === 0;

  const links = () => Array.from(list.current?.querySelectorAll('a') ?? []);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (open) links()[0]?.focus();
  }, [open]);
  useEffect(() => {
    if (empty) setOpen(false);
  }, [empty]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moveTo = (index: number) => {
      event.preventDefault();
      all[(index + all.length) % all.length]?.focus();
    };
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    } else if (open && event.key === 'ArrowDown') moveTo(at + 1);
    else if (open && event.key === 'ArrowUp') moveTo(at - 1);
    else if (open && event.key === 'Home') moveTo(0);
    else if (open && event.key === 'End') moveTo(all.length - 1);
  };

  return (
    <div
      className={styles.more}
      data-empty={empty || undefined}
      onKeyDown={onKeyDown}
      // Leaving the menu with Tab or a click elsewhere closes it, as any disclosure should.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={listId}
        aria-hidden={empty || undefined}
        tabIndex={empty ? -1 : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {t('shell.more')} <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} ref={list} className={styles.moreList} hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>{item.link(() => close(false))}</li>
        ))}
      </ul>
    </div>
  );
}
