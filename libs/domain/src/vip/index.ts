export { isValidLevelTable, rebateAmount, reachedLevel, type VipProgress } from './vip-rules';
