import type { NewMerchant } from './merchant-tables';
import { AURORA_SITE, LUMEN_SITE, type SeedSite } from './seed-site-data';

/** A feature node as written in seed data; order in the array is the display order. */
export interface SeedFeature {
  modId: string;
  enabled: boolean;
  children?: SeedFeature[];
}

/** A merchant to seed, with its feature tree and site settings (content: the content module). */
export interface SeedMerchant {
  merchant: NewMerchant;
  features: SeedFeature[];
  site?: SeedSite;
}

/** The shared tree shape; `on` lists the child modIds a merchant enables. */
export function featureTree(on: ReadonlySet<string>): SeedFeature[] {
  const node = (modId: string, children?: string[]): SeedFeature => ({
    modId,
    enabled: on.has(modId),
    ...(children ? { children: children.map((child) => node(child)) } : {}),
  });
  return [
    node('REGISTER', ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3']),
    node('SECURITY', ['CHNGPASSVERIF3']),
    node('AGENT', ['AGENTPOLICY3']),
    node('FREEPLAY'),
  ];
}

/** The demo merchants every fresh database starts with. */
export const SEED_MERCHANTS: readonly SeedMerchant[] = [
  {
    merchant: {
      code: 'AURORA',
      display_name: 'Aurora Casino',
      currency: 'BDT',
      time_zone: 'Asia/Dhaka',
      default_language: 'bn',
      languages: ['bn', 'en'],
    },
    // Aurora registers players by mobile number and verifies it by SMS.
    features: featureTree(
      new Set([
        'REGISTER',
        'USERNAMEREG3',
        'MOBILENUMREG3',
        'REGMOBVERF3',
        'SECURITY',
        'CHNGPASSVERIF3',
        'AGENT',
        'AGENTPOLICY3',
        'FREEPLAY',
      ]),
    ),
    site: AURORA_SITE,
  },
  {
    merchant: {
      code: 'LUMEN',
      display_name: 'Lumen Play',
      currency: 'PHP',
      time_zone: 'Asia/Manila',
      default_language: 'en',
      languages: ['en', 'tl'],
      // Lumen keeps a wallet per vendor beside the main one; Aurora has a single wallet.
      single_wallet: false,
    },
    // Lumen registers by username (or mobile plus password) and has no free play.
    features: featureTree(
      new Set([
        'REGISTER',
        'USERNAMEREG3',
        'MOBILENUMPASSREG3',
        'SECURITY',
        'AGENT',
        'AGENTPOLICY3',
      ]),
    ),
    site: LUMEN_SITE,
  },
];
