export { pageItems, type PageItem } from './page-items';
export { Pagination, type PaginationProps } from './pagination';
