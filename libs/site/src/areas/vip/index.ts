// The VIP area's door: the member's VIP page (/member/vip), loaded on use.
export { LazyVipPage } from './lazy-screens';
