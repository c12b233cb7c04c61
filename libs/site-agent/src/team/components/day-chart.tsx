import { useTranslation } from 'react-i18next';
import styles from './day-chart.module.css';

export interface DayPoint {
  day: string;
  value: number;
}

export interface DayChartProps {
  title: string;
  points: readonly DayPoint[];
  /** How a value reads (money or a count), for the summary and the bar titles. */
  format: (value: number) => string;
}

const WIDTH = 300;
const HEIGHT = 120;

/**
 * A bar per day, drawn as inline SVG (no chart library: a few hundred bytes instead of tens of
 * kilobytes). Bars below the baseline are negative days. Screen readers get a one-line summary;
 * each bar carries its day and value as a title for pointer users.
 */
export function DayChart({ title, points, format }: DayChartProps) {
  const { t } = useTranslation();
  const values = points.map((point) => point.value);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const zero = (max / span) * HEIGHT;
  const slot = WIDTH / Math.max(points.length, 1);
  const gap = slot > 6 ? 2 : 0;
  // A short range (a day, a week) keeps bars bar-shaped instead of filling the whole chart.
  const bar = Math.max(Math.min(slot - gap, WIDTH / 12), 0.5);
  const highest = points.reduce<DayPoint | null>(
    (best, point) => (best === null || point.value > best.value ? point : best),
    null,
  );
  const empty = values.every((value) => value === 0);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.title}>{title}</figcaption>
      {empty ? (
        <p className={styles.empty}>{t('agent.chartEmpty')}</p>
      ) : (
        <svg
          className={styles.svg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={t('agent.chartSummary', {
            count: points.length,
            max: format(highest?.value ?? 0),
            day: highest?.day ?? '',
          })}
        >
          <line className={styles.axis} x1={0} x2={WIDTH} y1={zero} y2={zero} />
          {points.map((point, index) => {
            const height = (Math.abs(point.value) / span) * HEIGHT;
            return (
              <rect
                key={point.day}
                className={point.value < 0 ? styles.negative : styles.bar}
                x={index * slot + (slot - bar) / 2}
                width={bar}
                y={point.value < 0 ? zero : zero - height}
                height={height}
              >
                <title>{`${point.day}: ${format(point.value)}`}</title>
              </rect>
            );
          })}
        </svg>
      )}
      {points.length > 0 && (
        <div className={styles.ends} aria-hidden="true">
          <span>{points[0]?.day}</span>
          <span>{points.at(-1)?.day}</span>
        </div>
      )}
    </figure>
  );
}
