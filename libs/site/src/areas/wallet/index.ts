// The wallet area's door: the wallet and transfer-to-upline pages of the member centre, loaded
// on use.
export { LazyTransferFundPage, LazyTransferUplinePage } from './lazy-screens';
