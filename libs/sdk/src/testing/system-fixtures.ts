import type {
  AnnouncementList,
  DomainRoute,
  HelpTopic,
  PermissionInfo,
  SystemStatusInfo,
  WhitelabelInfo,
} from '@tessera/contract';

// Default answers of the system calls: one merchant ("TEST", BDT, Bengali first) that is open.

export const whitelabel: WhitelabelInfo = {
  merchantCode: 'TEST',
  displayName: 'Test Merchant Ltd',
  currency: 'BDT',
  defaultLanguage: 'bn',
  languages: ['bn', 'en'],
  timeZone: 'Asia/Dhaka',
  tree: [],
};

export const systemStatus: SystemStatusInfo = {
  maintenance: false,
  maintenanceEnd: null,
  serverTime: '2026-11-22T00:00:00Z',
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

export const domainRoute: DomainRoute = { mainDomain: 'test.example', domains: ['test.example'] };

export const helpTopics: HelpTopic[] = [
  { tag: 'deposit', title: 'How to deposit', content: '<p>Open the wallet.</p>' },
  { tag: 'withdraw', title: 'How to withdraw', content: '<p>Choose an account.</p>' },
];

/** One notice and one arrival popup whose HTML carries a script, for the sanitiser's tests. */
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
