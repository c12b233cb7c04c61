// @ts-check
// `npx nx g @tessera/brand:brand <id> --currency <ISO> [--merchant CODE] [--languages en,bn]
// [--default-language bn] [--theme dark] [--colour #7c5cff] [--time-zone Asia/Dhaka]
// [--registration username|mobile] [--domains a.example,b.example] [--platform-url URL]`:
// a new brand app in apps/brands/<id> (config, logo and icon in the brand's colours, index.html,
// the next free port), its merchant (in the embedded database's seed, or created on a running
// platform through the operator API with OPERATOR_TOKEN), and its place in Storybook and the
// browser tests. Plain JavaScript: Nx loads generators without a TypeScript loader here.
import { randomBytes, randomInt } from 'node:crypto';
import { join } from 'node:path';
import { formatFiles, installPackagesTask, logger } from '@nx/devkit';
import { tsImport } from 'tsx/esm/api';
import { brandFiles } from './files.js';
import { renderIcons } from './icons.js';
import { iconSvg, logoSvg } from './logo.js';
import { brandTheme, hsl, hueOf } from './palette.js';

/**
 * @typedef {object} BrandOptions
 * @property {string} id
 * @property {string} currency
 * @property {string} [merchant]
 * @property {string} [name]
 * @property {string} [languages]
 * @property {string} [defaultLanguage]
 * @property {'dark' | 'light'} [theme]
 * @property {string} [colour]
 * @property {string} [timeZone]
 * @property {'username' | 'mobile'} [registration]
 * @property {string} [domains]
 * @property {string} [platformUrl]
 * @property {boolean} [skipInstall]
 */

/** @typedef {import('@nx/devkit').Tree} Tree */

const SEED_BRANDS = 'apps/platform/src/modules/operator/seed-brands.json';
const E2E_BRANDS = 'apps/e2e/src/generated-brands.json';
const STORYBOOK_BRANDS = '.storybook/brands.ts';
const E2E_PACKAGE = 'apps/e2e/package.json';
const FIRST_PORT = 4200;
const FIRST_E2E_PORT = 4312;

/** @param {Tree} tree @param {string} path */
const readJson = (tree, path) => JSON.parse(tree.read(path, 'utf-8') ?? '[]');

/** The brands already in the workspace: their ids, merchant codes and dev ports. @param {Tree} tree */
function existingBrands(tree) {
  return tree.children('apps/brands').flatMap((id) => {
    const config = tree.read(`apps/brands/${id}/brand.config.ts`, 'utf-8');
    if (!config) return [];
    const vite = tree.read(`apps/brands/${id}/vite.config.ts`, 'utf-8') ?? '';
    return [
      {
        id,
        merchant: /merchantCode: '([A-Z0-9_]+)'/.exec(config)?.[1] ?? '',
        port: Number(/process\.env\.PORT \?\? (\d+)/.exec(vite)?.[1] ?? 0),
      },
    ];
  });
}

/** A hue of its own for a brand without a colour: the same id always gets the same one. */
const hueFromId = (/** @type {string} */ id) =>
  [...id].reduce((hash, c) => (hash * 31 + c.charCodeAt(0)) % 360, 7);

/** A default downline password agents can read out. */
const readablePassword = () => `Welcome${Array.from({ length: 6 }, () => randomInt(10)).join('')}`;

/**
 * Everything the options decide, checked all at once so one run lists every problem.
 * @param {Tree} tree @param {BrandOptions} options
 */
async function resolve(tree, options) {
  const { TABLE_LANGUAGES } = await tsImport(
    join(tree.root, 'libs/contract/src/system/constants.ts'),
    import.meta.url,
  );
  const { languageDir } = await tsImport(
    join(tree.root, 'libs/i18n/src/languages.ts'),
    import.meta.url,
  );
  const id = options.id.trim().toLowerCase();
  const merchant = (options.merchant ?? id.replaceAll('-', '_')).toUpperCase();
  const languages = (options.languages ?? 'en').split(',').map((l) => l.trim());
  const defaultLanguage = options.defaultLanguage ?? languages[0] ?? 'en';
  const brands = existingBrands(tree);
  const seeded = /** @type {{ merchant: { code: string } }[]} */ (readJson(tree, SEED_BRANDS));
  const problems = [
    !/^[a-z][a-z0-9-]{1,30}$/.test(id) && `id "${id}": lowercase letters, digits and dashes`,
    tree.exists(`apps/brands/${id}`) && `apps/brands/${id} exists already`,
    !/^[A-Z][A-Z0-9_]{1,31}$/.test(merchant) && `merchant "${merchant}": 2-32 capitals or digits`,
    (brands.some((b) => b.merchant === merchant) ||
      seeded.some((s) => s.merchant.code === merchant)) &&
      `merchant ${merchant} belongs to another brand`,
    !/^[A-Z]{3}$/.test(options.currency ?? '') && `currency "${options.currency}": ISO 4217`,
    ...languages
      .filter((l) => !TABLE_LANGUAGES.includes(l))
      .map((l) => `language "${l}": one of ${TABLE_LANGUAGES.join(', ')}`),
    !languages.includes(defaultLanguage) && `default language ${defaultLanguage} not offered`,
    options.colour !== undefined &&
      !/^#[0-9a-fA-F]{6}$/.test(options.colour) &&
      `colour "${options.colour}": #rrggbb`,
  ].filter((problem) => typeof problem === 'string');
  if (problems.length > 0)
    throw new Error(`Cannot generate the brand:\n  - ${problems.join('\n  - ')}`);

  const hue = options.colour ? hueOf(options.colour) : hueFromId(id);
  const name =
    options.name ??
    id.replace(/(^|-)([a-z])/g, (_, dash, c) => `${dash ? ' ' : ''}${c.toUpperCase()}`);
  const e2e = /** @type {{ port: number }[]} */ (readJson(tree, E2E_BRANDS));
  return {
    id,
    name,
    merchant,
    currency: options.currency,
    languages,
    defaultLanguage,
    // The first paint, before the site's script sets it, already reads the right way.
    dir: languageDir(defaultLanguage),
    theme: options.theme ?? 'dark',
    hue,
    colours: brandTheme(hue),
    port: Math.max(FIRST_PORT - 1, ...brands.map((b) => b.port)) + 1,
    e2ePort: Math.max(FIRST_E2E_PORT - 1, ...e2e.map((b) => b.port)) + 1,
    request: {
      code: merchant,
      displayName: name,
      currency: options.currency,
      languages,
      defaultLanguage,
      timeZone: options.timeZone ?? 'UTC',
      domains: (options.domains ?? `${id}.example`).split(',').map((d) => d.trim()),
      registration: options.registration ?? 'username',
      countries: [],
      singleWallet: true,
    },
  };
}

/**
 * The merchant on a running platform (operator API), which generates its secrets.
 * @param {string} url @param {object} request @returns {Promise<string>} the payload key
 */
async function createOnPlatform(url, request) {
  const token = process.env.OPERATOR_TOKEN;
  if (!token) throw new Error('--platform-url needs OPERATOR_TOKEN in the environment');
  const res = await fetch(new URL('/ops/merchants', url), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const reply = await res.json();
  if (res.status !== 201) throw new Error(`The platform refused the merchant: ${reply.message}`);
  return reply.value.payloadKey;
}

/** Adds the brand to Storybook's brand switch. @param {Tree} tree @param {string} id */
function addToStorybook(tree, id) {
  const text = tree.read(STORYBOOK_BRANDS, 'utf-8');
  if (!text) return;
  const local = id.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  const withImport = text.replace(
    /(import \{ brand as \w+ \} from '[^']+';\n)(?!import \{ brand)/,
    `$1import { brand as ${local} } from '../apps/brands/${id}/brand.config';\n`,
  );
  tree.write(
    STORYBOOK_BRANDS,
    withImport.replace(
      /export const BRANDS = \{([^}]*)\}/,
      // Keyed by the brand's id, as the toolbar and the e2e projects name brands.
      (_, list) =>
        `export const BRANDS = { ${list.trim()}, ${local === id ? id : `'${id}': ${local}`} }`,
    ),
  );
}

/**
 * The browser tests serve the brand's production build, so Nx builds it before them.
 * @param {Tree} tree @param {string} id
 */
function addToE2eBuild(tree, id) {
  const pkg = tree.exists(E2E_PACKAGE) ? readJson(tree, E2E_PACKAGE) : null;
  if (!pkg?.nx) return;
  const deps = new Set([...(pkg.nx.implicitDependencies ?? []), `@tessera/brand-${id}`]);
  pkg.nx.implicitDependencies = [...deps];
  tree.write(E2E_PACKAGE, `${JSON.stringify(pkg, null, 2)}\n`);
}

/** @param {Tree} tree @param {BrandOptions} options */
export default async function brandGenerator(tree, options) {
  const b = await resolve(tree, options);
  const secrets = {
    payloadKey: randomBytes(32).toString('base64url'),
    defaultPassword: readablePassword(),
  };
  if (options.platformUrl)
    secrets.payloadKey = await createOnPlatform(options.platformUrl, b.request);
  else
    tree.write(
      SEED_BRANDS,
      `${JSON.stringify([...readJson(tree, SEED_BRANDS), { merchant: b.request, secrets }], null, 2)}\n`,
    );

  const files = brandFiles({ ...b, payloadKey: secrets.payloadKey });
  for (const [path, text] of Object.entries(files)) tree.write(`apps/brands/${b.id}/${path}`, text);
  const art = {
    name: b.name,
    from: b.colours.light.brand,
    to: hsl(b.hue, 70, 18),
    accent: b.colours.dark.accent,
  };
  tree.write(`apps/brands/${b.id}/src/logo.svg`, logoSvg(art));
  const icon = iconSvg(art);
  tree.write(`apps/brands/${b.id}/public/icon.svg`, icon);
  // The installable app's PNG icons (its manifest, iOS's home screen), drawn from the same icon.
  const pngs = await renderIcons(icon);
  for (const [file, png] of Object.entries(pngs ?? {}))
    tree.write(`apps/brands/${b.id}/public/${file}`, png);
  if (!pngs)
    logger.warn(
      `No Chromium to draw the PNG app icons: the manifest lists icon.svg only until\n` +
        `  node tools/brand-icons.mjs ${b.id}   runs with one installed (README).`,
    );

  addToStorybook(tree, b.id);
  const e2e = readJson(tree, E2E_BRANDS);
  e2e.push({
    id: b.id,
    merchant: b.merchant,
    port: b.e2ePort,
    language: b.defaultLanguage,
    // A right-to-left brand also gets the mirrored-layout checks (right-to-left.check.ts).
    dir: b.dir,
    name: b.name,
  });
  tree.write(E2E_BRANDS, `${JSON.stringify(e2e, null, 2)}\n`);
  addToE2eBuild(tree, b.id);
  await formatFiles(tree);

  return () => {
    if (!options.skipInstall) installPackagesTask(tree, true);
    logger.info(
      `\n${b.name} (merchant ${b.merchant}, ${b.currency}, ${b.languages.join('/')}) is ready:\n` +
        `  npm start -- --brand ${b.id}     http://127.0.0.1:${b.port}\n` +
        (options.platformUrl
          ? `  its merchant was created on ${options.platformUrl}\n`
          : `  its merchant is in ${SEED_BRANDS} (created at the platform's next start)\n`) +
        `  edit apps/brands/${b.id}/brand.config.ts (colours, licence) and src/logo.svg freely`,
    );
  };
}
