// The lobby area's door: the home page and its sections.
export { HomePage } from './pages/home-page';
