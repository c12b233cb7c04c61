// One Node range for the whole workspace: package.json's `engines`, `.nvmrc`, the README and
// every installed package must agree, so `npm install` on the oldest Node we promise prints no
// EBADENGINE warning and nothing fails at run time on it. A dependency upgrade that needs a newer
// Node fails here, by name, instead of in a newcomer's terminal.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import semver from 'semver';

const root = new URL('..', import.meta.url).pathname;
const read = (path) => readFileSync(join(root, path), 'utf8');
const range = JSON.parse(read('package.json')).engines.node;
const oldest = semver.minVersion(range).version;

/** Every package.json under node_modules (nested ones too), as [name@version, engines.node]. */
function installedEngines(dir = join(root, 'node_modules'), found = []) {
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (name.startsWith('@')) {
      installedEngines(path, found);
      continue;
    }
    const manifest = join(path, 'package.json');
    if (existsSync(manifest)) {
      const { name: id, version, engines } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (typeof engines?.node === 'string') found.push([`${id}@${version}`, engines.node]);
    }
    if (existsSync(join(path, 'node_modules'))) installedEngines(join(path, 'node_modules'), found);
  }
  return found;
}

test('.nvmrc names a Node inside the engines range', () => {
  assert.ok(semver.satisfies(read('.nvmrc').trim(), range), `${read('.nvmrc')} vs ${range}`);
});

test('the README promises the oldest Node of the engines range', () => {
  const [major, minor] = oldest.split('.');
  assert.match(read('README.md'), new RegExp(`Node ${major}\\.${minor}\\+`));
});

test('every installed package runs on the oldest Node we promise', () => {
  const refusing = installedEngines()
    .filter(([, wants]) => !semver.satisfies(oldest, wants))
    .map(([id, wants]) => `${id} wants node ${wants}`);
  assert.deepEqual(refusing, [], `installed packages refuse Node ${oldest}`);
});
