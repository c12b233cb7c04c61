/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * A CSV text: a header row then the rows, CRLF-separated. A cell starting with = + - or @ is
 * prefixed with ' so a spreadsheet never runs it as a formula (CSV injection).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const safe = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  return [header, ...rows]
    .map((row) => row.map((cell) => field(safe(cell))).join(','))
    .join('\r\n');
}

/** Offers `csv` as a download named `name` (with a BOM, so spreadsheets read it as UTF-8). */
export function downloadCsv(name: string, csv: string): void {
  const link = document.createElement('a');
  link.href = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}`)}`;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
