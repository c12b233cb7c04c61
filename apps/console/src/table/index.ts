export { DataTable, type DataTableProps } from './data-table';
export { downloadCsv, toCsv } from './csv';
export { sortingFromSearch, sortLoaded, sortToSearch } from './sorting';
export { useCursorPages } from './use-cursor-pages';
export type { Column } from './column-meta';
