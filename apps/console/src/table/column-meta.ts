import type { DisplayColumnDef, RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // The type parameters must match the library's declaration.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's translated header (also the CSV header and the column chooser's label). */
    label: string;
    /** The cell as CSV text; columns without it are left out of the export (actions). */
    csv?: (row: TData) => string;
    /** The value the loaded rows sort by; columns without it are not sortable. */
    sortValue?: (row: TData) => string | number | null;
  }
}

/** A console table column: an id, its meta (label, CSV, sort value) and how a cell shows. */
export type Column<T> = DisplayColumnDef<T, unknown> & { id: string };
