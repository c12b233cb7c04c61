// The brand generator, as an operator runs it: into a temporary copy of the workspace (so this
// checkout stays as it is), then the new brand is built and served by `vite preview` in front
// of the platform built from the same copy, whose seed now holds the brand's merchant. The home
// page must come from the new brand and the platform must answer for its merchant through it.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';

const root = new URL('..', import.meta.url).pathname;
const copy = mkdtempSync(join(tmpdir(), 'tessera-brand-gen-'));
const children = [];
after(() => {
  for (const child of children) child.kill();
  rmSync(copy, { recursive: true, force: true });
});

/** Tracked files and untracked ones git does not ignore: the workspace as a clone would have it. */
function copyWorkspace() {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    try {
      cpSync(join(root, file), join(copy, file), { recursive: false });
    } catch (error) {
      // A file deleted in the working tree but still tracked.
      if (error.code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
}

const run = (command, args, cwd = copy, env = {}) =>
  execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...env },
  });

async function answer(url, deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url.href, { headers: url.headers });
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url.href} did not answer`);
}

test(
  'a generated brand builds and serves its home with its merchant',
  { timeout: 240_000 },
  async () => {
    copyWorkspace();
    run('npx', [
      'nx',
      'g',
      '@tessera/brand:brand',
      'nova-bet',
      '--currency',
      'USD',
      '--languages',
      'tl,en',
      '--theme',
      'light',
      '--colour',
      '#e0b000',
      '--skip-install',
    ]);
    const config = readFileSync(join(copy, 'apps/brands/nova-bet/brand.config.ts'), 'utf8');
    assert.match(config, /merchantCode: 'NOVA_BET'/);
    assert.match(config, /defaultLanguage: 'tl'/);
    const seeded = JSON.parse(
      readFileSync(join(copy, 'apps/platform/src/modules/operator/seed-brands.json'), 'utf8'),
    );
    assert.equal(seeded.at(-1).merchant.code, 'NOVA_BET');
    assert.equal(config.match(/payloadKey: '([^']+)'/)[1], seeded.at(-1).secrets.payloadKey);
    assert.match(readFileSync(join(copy, '.storybook/brands.ts'), 'utf8'), /brands\/nova-bet\//);

    // The installable app's icon set, drawn in the brand's colours at the sizes launchers use.
    const pngWidth = (file) =>
      readFileSync(join(copy, 'apps/brands/nova-bet/public', file)).readUInt32BE(16);
    assert.equal(pngWidth('icons/icon-192.png'), 192);
    assert.equal(pngWidth('icons/icon-512.png'), 512);
    assert.equal(pngWidth('icons/icon-maskable-512.png'), 512);
    assert.equal(pngWidth('icons/apple-touch-icon.png'), 180);

    const e2ePackage = JSON.parse(readFileSync(join(copy, 'apps/e2e/package.json'), 'utf8'));
    assert.ok(e2ePackage.nx.implicitDependencies.includes('@tessera/brand-nova-bet'));

    // A right-to-left default language: the first paint already reads right to left, and the
    // browser tests add their mirrored-layout checks for it (right-to-left.check.ts).
    run('npx', [
      'nx',
      'g',
      '@tessera/brand:brand',
      'qamar',
      '--currency',
      'EGP',
      '--languages',
      'ar,en',
      '--skip-install',
    ]);
    assert.match(
      readFileSync(join(copy, 'apps/brands/qamar/index.html'), 'utf8'),
      /<html lang="ar" dir="rtl"/,
    );
    const e2eBrands = JSON.parse(
      readFileSync(join(copy, 'apps/e2e/src/generated-brands.json'), 'utf8'),
    );
    assert.deepEqual(e2eBrands.map(({ id, language, dir }) => [id, language, dir]).slice(-2), [
      ['nova-bet', 'tl', 'ltr'],
      ['qamar', 'ar', 'rtl'],
    ]);
    assert.match(
      readFileSync(join(copy, 'apps/brands/qamar/brand.config.ts'), 'utf8'),
      /ar: 'Qamar مرخّص/,
    );

    run('npm', ['run', 'build'], join(copy, 'apps/brands/nova-bet'));
    run('npm', ['run', 'build'], join(copy, 'apps/platform'));
    const platform = spawn(process.execPath, ['dist/main.js'], {
      cwd: join(copy, 'apps/platform'),
      env: { ...process.env, PORT: '3188', PGLITE_DIR: 'memory', LOG_LEVEL: 'warn' },
    });
    children.push(platform);
    const preview = spawn('npm', ['run', 'preview'], {
      cwd: join(copy, 'apps/brands/nova-bet'),
      env: { ...process.env, PORT: '4388', PLATFORM_URL: 'http://127.0.0.1:3188' },
      detached: true,
    });
    children.push({ kill: () => process.kill(-preview.pid, 'SIGTERM') });

    const home = await (await answer({ href: 'http://127.0.0.1:4388/' })).text();
    assert.match(home, /<title>Nova Bet<\/title>/);
    assert.match(home, /<html lang="tl" dir="ltr" data-theme="light">/);
    const whitelabel = await (
      await answer({
        href: 'http://127.0.0.1:4388/wps/system/whitelabel',
        headers: { 'x-merchant-code': 'NOVA_BET' },
      })
    ).json();
    assert.equal(whitelabel.code, 'OK');
    assert.equal(whitelabel.value.currency, 'USD');
    assert.equal(whitelabel.value.defaultLanguage, 'tl');

    // Installable: its manifest from its config, every icon it lists served, and the worker.
    assert.match(home, /<link rel="manifest" href="\/manifest.webmanifest">/);
    const manifest = await (
      await answer({ href: 'http://127.0.0.1:4388/manifest.webmanifest' })
    ).json();
    assert.equal(manifest.name, 'Nova Bet');
    assert.equal(manifest.lang, 'tl');
    assert.equal(manifest.dir, 'ltr');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.theme_color, config.match(/light: \{\s*bg: '([^']+)'/)[1]);
    assert.deepEqual(
      manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`),
      ['192x192 any', '512x512 any', '512x512 maskable', 'any any'],
    );
    for (const icon of manifest.icons)
      assert.equal((await answer({ href: `http://127.0.0.1:4388${icon.src}` })).status, 200);
    assert.match(await (await answer({ href: 'http://127.0.0.1:4388/sw.js' })).text(), /PRECACHE/);
  },
);
