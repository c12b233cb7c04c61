// The points area's door: the points mall page (/pointMall, loaded on use) and its query
// validator.
export { LazyPointMallPage } from './lazy-screens';
export { pointMallSearch, type PointMallSearch } from './search';
