import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { omit } from '../testing';
import { PermissionInfo } from './permission';
import { SystemStatusInfo, WhitelabelInfo, WhitelabelNode, WhitelabelNodeTree } from './whitelabel';

// Replies point at the shared node schema by `$id`, as Fastify resolves it after addSchema.
const shared = { WhitelabelNode };
const tree = [
  {
    modId: 'GAMES',
    enabled: true,
    childrenNodes: [{ modId: 'LIVE', enabled: false, childrenNodes: [] }],
  },
];

describe('whitelabel', () => {
  const info = {
    merchantCode: 'AUR',
    displayName: 'Aurora',
    currency: 'BDT',
    defaultLanguage: 'bn',
    languages: ['bn', 'en'],
    timeZone: 'Asia/Dhaka',
    tree,
  };

  it('accepts a merchant with a nested feature tree', () => {
    expect(Value.Check(shared, WhitelabelInfo, info)).toBe(true);
    expect(Value.Check(WhitelabelNodeTree, tree[0])).toBe(true);
  });

  it('refuses a node deep in the tree without its children list', () => {
    const broken = [
      { modId: 'GAMES', enabled: true, childrenNodes: [{ modId: 'LIVE', enabled: true }] },
    ];
    expect(Value.Check(shared, WhitelabelInfo, { ...info, tree: broken })).toBe(false);
    expect(Value.Check(WhitelabelNodeTree, broken[0])).toBe(false);
  });

  it('refuses a language without a translation table', () => {
    expect(Value.Check(shared, WhitelabelInfo, { ...info, defaultLanguage: 'fr' })).toBe(false);
  });
});

describe('status and permission', () => {
  it('let the maintenance end be null but not missing', () => {
    const status = { maintenance: false, maintenanceEnd: null, serverTime: '2026-11-23T10:00:00Z' };
    expect(Value.Check(SystemStatusInfo, status)).toBe(true);
    const noEnd = omit(status, 'maintenanceEnd');
    expect(Value.Check(SystemStatusInfo, noEnd)).toBe(false);
  });

  it('describe everything the shell needs', () => {
    const permission = {
      customerService: [{ csPosition: 'LIVECHAT-1', label: 'Chat', url: 'https://chat.test' }],
      socialLinks: [{ network: 'TELEGRAM', url: 'https://t.me/aurora' }],
      facebookDomains: [],
      resources: [{ key: 'APP_DOWNLOAD_IOS', labelNameEn: 'iOS', url: 'https://apps.test' }],
      appDownload: { ios: 'https://apps.test', android: null },
      mainDomain: 'aurora.test',
      maintenance: false,
      maintenanceEnd: null,
      regionRestriction: false,
      location: { ip: '203.0.113.9', country: null },
      tree,
    };
    expect(Value.Check(shared, PermissionInfo, permission)).toBe(true);
    const myspace = { ...permission, socialLinks: [{ network: 'MYSPACE', url: 'https://x.test' }] };
    expect(Value.Check(shared, PermissionInfo, myspace)).toBe(false);
  });
});
