export { pickPreference } from './preference';
export { decideSystemStatus, SystemStatus, type SystemStatusFacts } from './system-status';
