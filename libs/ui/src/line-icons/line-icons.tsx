import type { ReactNode } from 'react';
import styles from './line-icons.module.css';

// Inline SVG strokes in currentColor: they follow the theme and brand without an icon font.
function Glyph({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** An open eye: the content is visible. */
export function EyeIcon() {
  return (
    <Glyph>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Glyph>
  );
}

/** A struck-through eye: the content is hidden. */
export function EyeOffIcon() {
  return (
    <Glyph>
      <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6" />
      <path d="M6.6 6.6C3.6 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m2 2 20 20" />
    </Glyph>
  );
}

/** Two arrows chasing each other: load again. */
export function RefreshIcon() {
  return (
    <Glyph>
      <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
      <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M3 21v-5h5" />
    </Glyph>
  );
}

/**
 * A chevron pointing the given way: `start` (back, previous) and `end` (forward, next) follow the
 * reading direction, so they point left and right in English and the other way round in Arabic.
 */
export function ChevronIcon({ direction }: { direction: 'start' | 'end' | 'down' }) {
  const points = { start: '15 6 9 12 15 18', end: '9 6 15 12 9 18', down: '6 9 12 15 18 9' };
  return (
    <Glyph className={direction === 'down' ? undefined : styles.inline}>
      <polyline points={points[direction]} />
    </Glyph>
  );
}

/** A head and shoulders: the signed-in member's own things. */
export function PersonIcon() {
  return (
    <Glyph>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Glyph>
  );
}

/** A crescent: the dark theme. */
export function MoonIcon() {
  return (
    <Glyph>
      <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
    </Glyph>
  );
}

/** A sun with rays: the light theme. */
export function SunIcon() {
  return (
    <Glyph>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Glyph>
  );
}
