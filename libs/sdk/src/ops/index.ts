export { createOpsClient, type CallOps, type OpsClient, type OpsClientOptions } from './ops-client';
