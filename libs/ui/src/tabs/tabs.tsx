import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  /** Stable id of the tab, reported by `onChange`. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. "Game categories". */
  label: string;
  /** The selected tab when controlled. */
  value?: string;
  /** The first selected tab when uncontrolled. @default the first enabled item */
  defaultValue?: string;
  onChange?: (value: string) => void;
  className?: string;
  /** Let the tabs wrap onto more rows instead of scrolling sideways (few, long names). */
  wrap?: boolean;
}

const STEP: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move focus and select. */
export function Tabs(props: TabsProps) {
  const { items, label, value, defaultValue, onChange, className, wrap = false } = props;
  const base = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [own, setOwn] = useState(defaultValue ?? enabled[0]?.value);
  const selected = value ?? own;
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  function select(next: string) {
    if (value === undefined) setOwn(next);
    if (next !== selected) onChange?.(next);
  }

  function onKeyDown(event: KeyboardEvent) {
    const step = STEP[event.key];
    if (!step || enabled.length === 0) return;
    event.preventDefault();
    const index = enabled.findIndex((item) => item.value === selected);
    const next = enabled[step(Math.max(index, 0), enabled.length)];
    if (!next) return;
    select(next.value);
    tabs.current.get(next.value)?.focus();
  }

  // A roving tabindex needs one tab in the Tab order even when `selected` matches none.
  const focusable = items.some((item) => item.value === selected) ? selected : enabled[0]?.value;

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div
        role="tablist"
        aria-label={label}
        className={wrap ? `${styles.list} ${styles.wrap}` : styles.list}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <button
            key={item.value}
            ref={(node) => {
              if (node) tabs.current.set(item.value, node);
              else tabs.current.delete(item.value);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${index}`}
            aria-controls={`${base}-panel-${index}`}
            aria-selected={item.value === selected}
            tabIndex={item.value === focusable ? 0 : -1}
            disabled={item.disabled}
            className={styles.tab}
            onClick={() => select(item.value)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${base}-panel-${index}`}
          aria-labelledby={`${base}-tab-${index}`}
          hidden={item.value !== selected}
          // Focusable so keyboard users land on a panel that may hold nothing interactive.
          tabIndex={0}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
