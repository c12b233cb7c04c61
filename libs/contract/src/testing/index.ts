export { PAYLOAD_TEST_VECTOR } from './payload-vector';
export { omit } from './omit';
