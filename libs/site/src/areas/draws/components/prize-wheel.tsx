import type { DrawPrize } from '@tessera/contract';
import styles from './draws.module.css';

/** Turns a full circle this many times before stopping on the prize. */
const TURNS = 5;

/** The rotation (degrees) that stops `index` under the pointer at the top. */
export function wheelRotation(index: number, count: number): number {
  const segment = 360 / count;
  return TURNS * 360 + (360 - (index + 0.5) * segment);
}

interface PrizeWheelProps {
  prizes: readonly DrawPrize[];
  /** Where the wheel stops; null: at rest. */
  stopAt: number | null;
  /** Each segment's words (the amount, or "No prize"). */
  label: (amount: number) => string;
  /** Spin without the turning animation (prefers-reduced-motion). */
  still: boolean;
}

/** The prize wheel: one segment per prize, in the order the outcome indexes them. */
export function PrizeWheel({ prizes, stopAt, label, still }: PrizeWheelProps) {
  const count = prizes.length;
  const segment = 360 / count;
  const rotation = stopAt === null ? 0 : wheelRotation(stopAt, count);
  const point = (angle: number, radius: number) => {
    const radians = ((angle - 90) * Math.PI) / 180;
    return `${100 + radius * Math.cos(radians)} ${100 + radius * Math.sin(radians)}`;
  };
  return (
    <div className={styles.wheelBox} aria-hidden="true">
      <span className={styles.pointer} />
      <svg
        viewBox="0 0 200 200"
        className={styles.wheel}
        data-still={still || undefined}
        style={{ transform: `rotate(${rotation}deg)` }}
      >
        {prizes.map((prize, index) => {
          const start = index * segment;
          const end = start + segment;
          const large = segment > 180 ? 1 : 0;
          const middle = start + segment / 2;
          const [x, y] = point(middle, 62).split(' ').map(Number);
          return (
            <g key={index}>
              <path
                d={`M100 100 L${point(start, 96)} A96 96 0 ${large} 1 ${point(end, 96)} Z`}
                className={index % 2 === 0 ? styles.segmentA : styles.segmentB}
              />
              <text
                x={x}
                y={y}
                className={index % 2 === 0 ? styles.segmentTextOnBrand : styles.segmentText}
                transform={`rotate(${middle} ${x} ${y})`}
                textAnchor="middle"
                dominantBaseline="middle"
              >
                {label(prize.amount)}
              </text>
            </g>
          );
        })}
        <circle cx="100" cy="100" r="14" className={styles.hub} />
      </svg>
    </div>
  );
}

/** A red envelope or a golden egg, closed or opened. */
export function DrawToken({ kind, open }: { kind: 'ENVELOPE' | 'EGG'; open: boolean }) {
  return (
    <svg
      viewBox="0 0 120 120"
      className={styles.token}
      data-open={open || undefined}
      aria-hidden="true"
    >
      {kind === 'ENVELOPE' ? (
        <>
          <rect x="22" y="14" width="76" height="96" rx="8" className={styles.envelope} />
          <path
            d={open ? 'M22 22 L60 2 L98 22' : 'M22 22 L60 50 L98 22'}
            className={styles.envelopeFlap}
          />
          <circle cx="60" cy={open ? 60 : 50} r="11" className={styles.seal} />
        </>
      ) : (
        <>
          <ellipse cx="60" cy="66" rx="38" ry="48" className={styles.egg} />
          {open && <path d="M24 60 L40 50 L52 62 L66 48 L80 62 L96 52" className={styles.crack} />}
        </>
      )}
    </svg>
  );
}
