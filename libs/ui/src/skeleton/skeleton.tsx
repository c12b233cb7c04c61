import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** `text` is a line of body copy, `circle` an avatar, `block` a card or image. @default 'text' */
  shape?: 'text' | 'block' | 'circle';
  /** A number is pixels. @default '100%' (a circle: 40) */
  width?: number | string;
  /** A number is pixels. @default one line for text, 80 for a block, the width for a circle */
  height?: number | string;
  className?: string;
}

const size = (value: number | string | undefined) =>
  typeof value === 'number' ? `${value}px` : value;

/** A placeholder shape while content loads; screen readers hear the busy region, not these. */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  const circle = shape === 'circle';
  const style = {
    '--skeleton-width': size(width ?? (circle ? 40 : undefined)),
    // A circle without a height stays round by taking its width.
    '--skeleton-height': size(height ?? (circle ? (width ?? 40) : undefined)),
  } as CSSProperties;
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')}
      style={style}
    />
  );
}
