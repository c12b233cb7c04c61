export { PAYLOAD_TEST_VECTOR } from './payload-vector';
