import { useTranslation } from 'react-i18next';
import styles from './before-after.module.css';

/** One field of an entry's before and after, by its dotted path (`limits.daily`). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** Absent on one side: not compared, shown as a dash. */
  inBefore: boolean;
  inAfter: boolean;
  changed: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Leaves of a value by dotted path; a non-object (or empty object) is one leaf at `prefix`. */
function leaves(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value))
      leaves(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix || value !== null) out.set(prefix, value);
  return out;
}

/**
 * The fields of before and after side by side: before's fields first, then the ones only after
 * has. A field counts as changed when both sides hold it and the values differ, or one side
 * holds a value the other lacks (the body sent names only what it sets: an absent after is
 * "not sent", not a change).
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = leaves(before, '', new Map());
  const now = leaves(after, '', new Map());
  const fields = [...was.keys(), ...[...now.keys()].filter((key) => !was.has(key))];
  return fields.map((field) => {
    const inBefore = was.has(field);
    const inAfter = now.has(field);
    const a = was.get(field);
    const b = now.get(field);
    const changed = inAfter && (!inBefore || JSON.stringify(a) !== JSON.stringify(b));
    return { field, before: a, after: b, inBefore, inAfter, changed };
  });
}

/** A value as a reader takes it: text as is, lists of plain values joined, the rest as JSON. */
export function readable(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => !isPlainObject(item) && !Array.isArray(item)))
    return value.length === 0 ? '[]' : value.map(readable).join(', ');
  return JSON.stringify(value);
}

/** An audit entry's before → after, field by field, the changed fields marked. */
export function BeforeAfter({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const rows = fieldChanges(before, after);
  return (
    <section className={styles.changes} aria-labelledby="audit-changes-title">
      <h3 id="audit-changes-title">{t('console.auditChanges')}</h3>
      {before === null && <p className={styles.note}>{t('console.auditNoBefore')}</p>}
      {rows.length === 0 ? (
        <p className={styles.note}>{t('console.none')}</p>
      ) : (
        <table className={styles.table} data-testid="audit-changes">
          <thead>
            <tr>
              <th scope="col">{t('console.auditField')}</th>
              <th scope="col">{t('console.before')}</th>
              <th scope="col">{t('console.after')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className={row.changed ? styles.changed : undefined}>
                <th scope="row" className={styles.field}>
                  {row.field}
                  {row.changed && <span className={styles.mark}>{t('console.auditChanged')}</span>}
                </th>
                <td className={styles.value}>{row.inBefore ? readable(row.before) : '—'}</td>
                <td className={styles.value}>{row.inAfter ? readable(row.after) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
