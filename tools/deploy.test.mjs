// The production recipe's proxy (deploy/nginx), checked for real against this checkout's builds:
// nginx runs the recipe's config with only addresses, ports and paths moved to this machine
// (self-signed certificates, the built platform on PGlite in memory, the brands' dist folders),
// and the tests read what a browser would get through it. CI installs nginx (.ci/run); without
// it the test is skipped with the command that installs it. The compose file is checked for
// the services and settings the README promises.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { parse } from 'yaml';

const root = new URL('..', import.meta.url).pathname;
const deploy = join(root, 'deploy');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
const PORTS = { platform: 3197, http: 8097, https: 8497 };

/** One request through the proxy, as a browser on `host` makes it; the body decompressed. */
function get(host, path, { headers = {}, tls = true } = {}) {
  return new Promise((resolve, reject) => {
    const request = (tls ? https : http).request(
      {
        host: '127.0.0.1',
        port: tls ? PORTS.https : PORTS.http,
        path,
        servername: host,
        rejectUnauthorized: false,
        headers: { host, 'accept-encoding': 'gzip', ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzip = res.headers['content-encoding'] === 'gzip';
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: (gzip ? gunzipSync(raw) : raw).toString('utf8'),
          });
        });
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function until(check, what) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${what} did not come up`);
}

describe(
  'the production recipe (deploy/)',
  { skip: !nginx && 'nginx is not installed (apt-get install nginx-light)' },
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-deploy-'));
    const children = [];

    before(async () => {
      for (const built of [
        'apps/platform/dist/main.js',
        'apps/brands/aurora/dist/index.html',
        'apps/brands/lumen/dist/index.html',
        'apps/console/dist/index.html',
      ])
        assert.ok(
          existsSync(join(root, built)),
          `${built} is missing: build first (npm test builds before this)`,
        );
      mkdirSync(join(dir, 'conf.d'));
      mkdirSync(join(dir, 'tessera'));
      mkdirSync(join(dir, 'certs'));
      for (const brand of ['aurora', 'lumen', 'console'])
        execFileSync(
          'openssl',
          [
            'req',
            '-x509',
            '-newkey',
            'rsa:2048',
            '-nodes',
            '-days',
            '1',
            '-subj',
            `/CN=${brand}`,
            '-keyout',
            join(dir, 'certs', `${brand}.key`),
            '-out',
            join(dir, 'certs', `${brand}.crt`),
          ],
          { stdio: 'ignore' },
        );
      copyFileSync('/etc/nginx/mime.types', join(dir, 'mime.types'));
      // Only where things are changes: ports, upstream addresses, the brands' folders, certificates.
      writeFileSync(
        join(dir, 'nginx.conf'),
        readFileSync(join(deploy, 'nginx/nginx.conf'), 'utf8').replace(
          'http {',
          'http {\n  access_log off;',
        ),
      );
      writeFileSync(
        join(dir, 'conf.d/tessera.conf'),
        readFileSync(join(deploy, 'nginx/conf.d/tessera.conf'), 'utf8')
          .replace(/server platform-\d:3100;/g, `server 127.0.0.1:${PORTS.platform};`)
          .replace('listen 80 default_server;', `listen 127.0.0.1:${PORTS.http} default_server;`)
          .replaceAll('listen 443 ssl http2;', `listen 127.0.0.1:${PORTS.https} ssl http2;`)
          .replace(
            /root \/srv\/brands\/(\w+);/g,
            (_, brand) => `root ${join(root, 'apps/brands', brand, 'dist')};`,
          )
          .replace('root /srv/console;', `root ${join(root, 'apps/console/dist')};`)
          .replaceAll('/etc/nginx/certs/', `${join(dir, 'certs')}/`),
      );
      copyFileSync(join(deploy, 'nginx/tessera/site.conf'), join(dir, 'tessera/site.conf'));
      copyFileSync(join(deploy, 'nginx/tessera/console.conf'), join(dir, 'tessera/console.conf'));
      const flags = [
        '-p',
        dir,
        '-c',
        join(dir, 'nginx.conf'),
        '-g',
        `daemon off; pid ${join(dir, 'nginx.pid')}; error_log stderr warn;`,
      ];
      execFileSync(nginx, ['-t', ...flags], { stdio: 'pipe' });

      children.push(
        spawn(process.execPath, [join(root, 'apps/platform/dist/main.js')], {
          env: {
            ...process.env,
            PORT: String(PORTS.platform),
            PGLITE_DIR: 'memory',
            LOG_LEVEL: 'warn',
          },
          stdio: 'ignore',
        }),
        spawn(nginx, flags, { stdio: 'ignore' }),
      );
      await until(
        async () =>
          (
            await get('aurora.example', '/wps/system/status', {
              headers: { 'x-merchant-code': 'AURORA' },
            })
          ).status === 200,
        'the proxy and the platform',
      );
    });

    after(() => {
      for (const child of children) child.kill();
      rmSync(dir, { recursive: true, force: true });
    });

    test('serves each brand on its own names, over TLS only', async () => {
      const aurora = await get('www.aurora.example', '/');
      assert.equal(aurora.status, 200);
      assert.match(aurora.body, /<title>Aurora<\/title>/);
      assert.match((await get('lumenplay.example', '/promotions')).body, /<title>Lumen<\/title>/);
      const plain = await get('aurora.example', '/member?x=1', { tls: false });
      assert.equal(plain.status, 301);
      assert.equal(plain.headers.location, 'https://aurora.example/member?x=1');
      assert.equal(aurora.headers['strict-transport-security'], 'max-age=31536000');
    });

    test('gives every page a fresh nonce that its policy and its scripts share', async () => {
      const [first, second] = [await get('aurora.example', '/'), await get('aurora.example', '/')];
      const nonceOf = (page) =>
        /'nonce-([^']+)'/.exec(page.headers['content-security-policy'])?.[1];
      assert.ok(nonceOf(first));
      assert.notEqual(nonceOf(first), nonceOf(second));
      assert.doesNotMatch(first.body, /TESSERA_CSP_NONCE/);
      assert.match(first.body, new RegExp(`<script[^>]+nonce="${nonceOf(first)}"`));
      assert.match(
        first.headers['content-security-policy'],
        /frame-src 'self' https:\/\/games\.vendor\.example https:\/\/pay\.provider\.example;/,
      );
      assert.equal(first.headers['cache-control'], 'no-cache');
    });

    test('compresses text and caches hashed assets for a year', async () => {
      const page = await get('aurora.example', '/');
      assert.equal(page.headers['content-encoding'], 'gzip');
      // Named in the start script at the end of the body (libs/brand start-site.ts).
      const script = /"entry":"(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
      assert.ok(script, 'the page names its entry script');
      const asset = await get('aurora.example', script);
      assert.equal(asset.status, 200);
      assert.equal(asset.headers['content-encoding'], 'gzip');
      assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    });

    test('makes browsers ask again for the service worker and the manifest, and types them', async () => {
      const worker = await get('aurora.example', '/sw.js');
      assert.equal(worker.status, 200);
      assert.equal(worker.headers['cache-control'], 'no-cache');
      assert.match(worker.headers['content-type'], /^text\/javascript/);
      assert.match(worker.body, /const PRECACHE = \["\/index.html"/);
      const manifest = await get('lumenplay.example', '/manifest.webmanifest');
      assert.equal(manifest.headers['cache-control'], 'no-cache');
      assert.match(manifest.headers['content-type'], /^application\/manifest\+json/);
      assert.equal(JSON.parse(manifest.body).name, 'Lumen');
      // The offline page is a page: its script runs under the response's nonce.
      const offline = await get('aurora.example', '/offline.html');
      assert.doesNotMatch(offline.body, /TESSERA_CSP_NONCE/);
      assert.match(offline.headers['content-security-policy'], /worker-src 'self'/);
    });

    test('serves the console on its own host, /ops proxied and nothing else of the platform', async () => {
      const page = await get('console.example', '/audit?outcome=refused');
      assert.equal(page.status, 200);
      assert.match(page.body, /<title>Tessera console<\/title>/);
      const nonce = /'nonce-([^']+)'/.exec(page.headers['content-security-policy'])?.[1];
      assert.ok(nonce);
      assert.doesNotMatch(page.body, /TESSERA_CSP_NONCE/);
      assert.match(page.body, new RegExp(`<script[^>]+nonce="${nonce}"`));
      assert.match(page.headers['content-security-policy'], /frame-ancestors 'none'/);
      assert.equal(page.headers['x-robots-tag'], 'noindex, nofollow');
      // /ops reaches the platform: its JSON envelope, never cached, never the console's page.
      const ops = await get('console.example', '/ops/session');
      assert.match(ops.headers['content-type'], /application\/json/);
      assert.equal(typeof JSON.parse(ops.body).code, 'string');
      assert.equal(ops.headers['cache-control'], 'no-store');
      // The member API is not served on the console's host.
      const wps = await get('console.example', '/wps/system/status', {
        headers: { 'x-merchant-code': 'AURORA' },
      });
      assert.match(wps.body, /<title>Tessera console<\/title>/);
    });

    test('forwards the platform’s paths, its replies compressed and never cached', async () => {
      const res = await get('lumenplay.example', '/wps/system/whitelabel', {
        headers: { 'x-merchant-code': 'LUMEN' },
      });
      assert.equal(res.status, 200);
      assert.equal(JSON.parse(res.body).value.currency, 'PHP');
      assert.equal(res.headers['content-encoding'], 'gzip');
      assert.equal(res.headers['cache-control'], 'no-store');
    });
  },
);

test('the compose file runs what deploy/README.md describes', () => {
  const compose = parse(readFileSync(join(deploy, 'compose.yaml'), 'utf8'), { merge: true });
  assert.deepEqual(Object.keys(compose.services).sort(), [
    'backup',
    'platform-1',
    'platform-2',
    'postgres',
    'proxy',
  ]);
  for (const replica of ['platform-1', 'platform-2']) {
    const env = compose.services[replica].environment;
    assert.equal(env.DEMO_DATA, 'off');
    assert.equal(env.SANDBOX_AGGREGATOR, 'off');
    assert.equal(env.TRUST_PROXY, compose.services.proxy.networks.tessera.ipv4_address);
    assert.match(env.DATABASE_URL, /@postgres:5432\//);
    assert.ok(compose.services[replica].healthcheck);
  }
  const upstreams = readFileSync(join(deploy, 'nginx/conf.d/tessera.conf'), 'utf8').match(
    /server (platform-\d):3100;/g,
  );
  assert.deepEqual(upstreams, ['server platform-1:3100;', 'server platform-2:3100;']);
});
