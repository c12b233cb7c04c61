// The lucky draws' door: the page (lazy) and the query key a mission claim that gives a ticket
// invalidates.
export { DRAWS_KEY } from './api/draws-key';
export { LazyLuckyDrawPage } from './lazy-screens';
