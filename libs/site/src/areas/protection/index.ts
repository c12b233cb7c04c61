// The protection area (issue 13 D, responsible gaming): the member's loss limits, reality-check
// interval, time-out and self-exclusion page, and the reality-check prompt the shell shows.
export { LazyResponsibleGamingPage } from './lazy-screens';
export { RealityCheckWatcher } from './components/reality-check-watcher';
