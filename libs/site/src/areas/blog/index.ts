// The blog area's door: news and articles of the brand, with their page tags.
export { LazyBlogArticlePage, LazyBlogListPage } from './lazy-screens';
