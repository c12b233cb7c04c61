import { defineBrand } from '@tessera/brand';
import type {
  AnnouncementList,
  GameMenu,
  HelpTopic,
  PermissionInfo,
  WhitelabelInfo,
} from '@tessera/contract';

export const testBrand = defineBrand({
  id: 'testbrand',
  name: 'Test Brand',
  merchantCode: 'TEST',
  payloadKey: 'test-brand-payload-key',
  currency: 'BDT',
  defaultLanguage: 'bn',
  languages: ['bn', 'en'],
  defaultTheme: 'dark',
  theme: { dark: {}, light: {} },
  logo: '/logo.svg',
  licence: { en: 'Licensed in testing.', bn: 'পরীক্ষায় লাইসেন্সপ্রাপ্ত।' },
});

export const whitelabel: WhitelabelInfo = {
  merchantCode: 'TEST',
  displayName: 'Test Merchant Ltd',
  currency: 'BDT',
  defaultLanguage: 'bn',
  languages: ['bn', 'en'],
  tree: [],
};

export const permission: PermissionInfo = {
  customerService: [
    { csPosition: 'LIVECHAT-1', label: 'Live chat', url: 'https://chat.example/test' },
  ],
  socialLinks: [
    { network: 'FACEBOOK', url: 'https://facebook.com/test' },
    { network: 'TELEGRAM', url: 'https://t.me/test' },
  ],
  facebookDomains: ['test.example'],
  resources: [],
  appDownload: { ios: null, android: null },
  mainDomain: 'test.example',
  maintenance: false,
  maintenanceEnd: null,
  regionRestriction: false,
  location: { ip: '203.0.113.7', country: 'BD' },
  tree: [],
};

const vendor = (vassalage: string) => ({
  vassalage,
  displayName: `${vassalage} Gaming`,
  logoUrl: null,
});

export const menus: GameMenu[] = [
  { gameType: 'LIVE', vendors: ['AG', 'DG'].map(vendor) },
  { gameType: 'SPORTS', vendors: [vendor('SBT')] },
  { gameType: 'RNG', vendors: ['PG', 'JDB'].map(vendor) },
];

export const helpTopics: HelpTopic[] = [
  { tag: 'deposit', title: 'How to deposit', content: '<p>Open the wallet.</p>' },
  { tag: 'withdraw', title: 'How to withdraw', content: '<p>Choose an account.</p>' },
];

export const announcements: AnnouncementList = {
  banners: [],
  player: [
    {
      id: 1,
      title: 'Server upgrade tonight',
      content: '<p>Short pause.</p>',
      publishedAt: '2026-11-20T00:00:00Z',
    },
  ],
  popup: [
    {
      id: 7,
      title: 'Welcome bonus',
      content: '<b>100%</b> bonus<img src="x" onerror="window.hacked=1">',
      execution: 'B',
    },
  ],
  promotion: [],
  totalPopups: 1,
};
