import { afterAll, expect } from 'vitest';
import { callsMissingBefore } from '../modules/audit';

// Every spec file ends with this check: a mutating operator call that answered 2xx without
// noting the state it changed (and is not on the audit module's no-before list) fails the file,
// so a new route that forgets its before fails the first spec that calls it.
afterAll(() => {
  expect(callsMissingBefore(), 'operator calls that wrote no audit before').toEqual([]);
});
