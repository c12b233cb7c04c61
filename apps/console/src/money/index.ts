export { MoneyPage } from './money-page';
export { validateMoneySearch, type MoneySearch } from './money-search';
export { Queue } from './queue';
export { WithdrawalDetail, WithdrawalDrawer } from './withdrawal-drawer';
