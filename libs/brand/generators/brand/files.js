// @ts-check
// The files of a new brand app, as the two hand-made brands have them (apps/brands/lumen).

/** The footer licence a new brand starts with, per language: the operator replaces the number. */
const LICENCE = {
  en: (/** @type {string} */ name) =>
    `${name} is licensed by the gaming authority under permit (to be set). For players {age} and over only.`,
  bn: (/** @type {string} */ name) =>
    `${name} গেমিং কর্তৃপক্ষের অনুমতিপত্র (নির্ধারণ করা হবে) অনুযায়ী লাইসেন্সপ্রাপ্ত। শুধুমাত্র {age} বছর ও তার বেশি বয়সীদের জন্য।`,
  pt: (/** @type {string} */ name) =>
    `${name} é licenciado pela autoridade de jogos sob a licença (a definir). Somente para maiores de {age} anos.`,
  tl: (/** @type {string} */ name) =>
    `Ang ${name} ay lisensyado ng awtoridad sa paglalaro sa ilalim ng permit (itatakda pa). Para lamang sa mga manlalarong {age} pataas.`,
  ar: (/** @type {string} */ name) =>
    `${name} مرخّص من هيئة الألعاب بموجب التصريح (يُحدَّد لاحقًا). للاعبين من عمر {age} عامًا فما فوق فقط.`,
};

/**
 * @typedef {object} BrandFacts
 * @property {string} id
 * @property {string} name
 * @property {string} merchant
 * @property {string} payloadKey
 * @property {string} currency
 * @property {string[]} languages
 * @property {string} defaultLanguage
 * @property {'ltr' | 'rtl'} dir writing direction of the default language
 * @property {'dark' | 'light'} theme
 * @property {number} port
 * @property {{ dark: Record<string, string>, light: Record<string, string> }} colours
 */

/** @param {Record<string, string>} colours */
const themeBlock = (colours) =>
  Object.entries(colours)
    .map(([token, value]) => `      ${token}: '${value}',`)
    .join('\n');

/** @param {BrandFacts} b @returns {Record<string, string>} path inside the app → text */
export function brandFiles(b) {
  const licence = b.languages
    .filter((language) => language in LICENCE)
    .concat(b.languages.includes('en') ? [] : ['en'])
    .map((language) => {
      const text = LICENCE[/** @type {keyof typeof LICENCE} */ (language)](b.name);
      return `    ${language}: ${JSON.stringify(text)},`;
    })
    .join('\n');
  // The default theme's colours paint index.html before any script runs.
  const first = b.colours[b.theme];
  const safeName = b.name.replace(/[<&"]/g, '');
  return {
    'package.json': `${JSON.stringify(
      {
        name: `@tessera/brand-${b.id}`,
        version: '0.0.0',
        private: true,
        type: 'module',
        scripts: {
          dev: 'vite --configLoader runner',
          build: 'vite build --configLoader runner',
          preview: 'vite preview --configLoader runner',
          lint: 'eslint .',
          typecheck: 'tsc -p tsconfig.json',
        },
        dependencies: { '@tessera/brand': '*', '@tessera/site': '*' },
        nx: { tags: ['type:brand-app', `scope:brand-${b.id}`] },
      },
      null,
      2,
    )}\n`,
    'brand.config.ts': `import { defineBrand } from '@tessera/brand';
import logo from './src/logo.svg';

/** ${b.name}: made by \`nx g @tessera/brand:brand\`; edit the colours, licence and logo freely. */
export const brand = defineBrand({
  id: '${b.id}',
  name: ${JSON.stringify(b.name)},
  merchantCode: '${b.merchant}',
  payloadKey: '${b.payloadKey}',
  currency: '${b.currency}',
  defaultLanguage: '${b.defaultLanguage}',
  languages: [${b.languages.map((l) => `'${l}'`).join(', ')}],
  defaultTheme: '${b.theme}',
  logo,
  theme: {
    dark: {
${themeBlock(b.colours.dark)}
    },
    light: {
${themeBlock(b.colours.light)}
    },
  },
  minimumAge: 18,
  licence: {
${licence}
  },
});
`,
    'index.html': `<!doctype html>
<html lang="${b.defaultLanguage}" dir="${b.dir}" data-theme="${b.theme}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${first.bg}" />
    <meta name="description" content="${safeName}: slots, live casino, lottery and sports in one place. Play responsibly; for players 18 and over only." />
    <link rel="icon" type="image/svg+xml" href="/src/logo.svg" />
    <title>${safeName}</title>
    <style>
      /* The first paint, before any script: the brand's page colour and a header with the logo
         and name, over the top of the page until the site has drawn its own (createSite). */
      body {
        margin: 0;
        background: ${first.bg};
      }
      .boot-header {
        position: fixed;
        inset: 0 0 auto;
        z-index: 100;
        display: flex;
        align-items: center;
        gap: 8px;
        padding: 8px 16px;
        background: ${first.surface};
        border-bottom: 1px solid ${first.border};
        color: ${first.text ?? (b.theme === 'dark' ? '#f5f5f5' : '#111111')};
        font: 700 1.125rem/1.2 system-ui, sans-serif;
      }
    </style>
  </head>
  <body>
    <div id="boot-header" class="boot-header" aria-hidden="true">
      <img src="/src/logo.svg" alt="" width="36" height="36" />
      <span>${safeName}</span>
    </div>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'src/main.tsx': `import { createSite } from '@tessera/site';
import { brand } from '../brand.config';

createSite(brand);
`,
    'tsconfig.json': `{
  "extends": "../../../tsconfig.base.json",
  "compilerOptions": { "types": ["node", "vite/client"] },
  "include": ["src", "brand.config.ts", "vite.config.ts"]
}
`,
    'vite.config.ts': `import { brandViteConfig } from '@tessera/brand/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig(
  brandViteConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    port: Number(process.env.PORT ?? ${b.port}),
    platformUrl: process.env.PLATFORM_URL ?? 'http://127.0.0.1:3100',
    // Game vendors' and payment providers' origins the site may frame, comma-separated.
    frameOrigins: (process.env.FRAME_ORIGINS ?? '').split(',').filter(Boolean),
    // Host names preview answers besides loopback, comma-separated (\`.example\`: all subdomains).
    allowedHosts: (process.env.ALLOWED_HOSTS ?? '').split(',').filter(Boolean),
  }),
);
`,
  };
}
