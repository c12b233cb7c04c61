import type { SocialNetwork } from '@tessera/contract';
import type { NewMerchantSite } from './site-tables';

/** A merchant's site settings as written in seed data; list order is display order. */
export interface SeedSite {
  site: Omit<NewMerchantSite, 'merchant_code'>;
  customerService: { csPosition: string; label: string; url: string }[];
  socialLinks: { network: SocialNetwork; url: string }[];
  resources: { key: string; labelEn: string; url: string }[];
}

// .example domains (RFC 2606). Aurora also lists the local hosts, so the Facebook link shows
// in development and browser tests on Aurora and stays hidden on Lumen.
export const AURORA_SITE: SeedSite = {
  site: {
    main_domain: 'aurora.example',
    domains: ['aurora.example', 'www.aurora.example', 'aurora-bd.example'],
    facebook_domains: ['aurora.example', 'www.aurora.example', 'localhost', '127.0.0.1'],
    blocked_countries: ['US', 'GB'],
    // RFC 5737 documentation range: an example entry that blocks no real caller.
    blocked_cidrs: ['198.51.100.0/24'],
  },
  customerService: [
    { csPosition: 'LIVECHAT-1', label: 'Live chat', url: 'https://chat.aurora.example/live' },
    {
      csPosition: 'AFFILIATE-1',
      label: 'Affiliate service',
      url: 'https://chat.aurora.example/affiliate',
    },
  ],
  socialLinks: [
    { network: 'FACEBOOK', url: 'https://www.facebook.com/aurora.casino.example' },
    { network: 'YOUTUBE', url: 'https://www.youtube.com/@aurora-casino-example' },
    { network: 'TELEGRAM', url: 'https://t.me/aurora_casino_example' },
  ],
  resources: [
    {
      key: 'APP_DOWNLOAD_IOS',
      labelEn: 'Download for iOS',
      url: 'https://apps.apple.com/app/aurora-casino-example/id000000001',
    },
    {
      key: 'APP_DOWNLOAD_ANDROID',
      labelEn: 'Download for Android',
      url: 'https://download.aurora.example/aurora-casino.apk',
    },
    {
      key: 'REGISTERPOP',
      labelEn: 'Get the Android app',
      url: 'https://download.aurora.example/aurora-casino.apk',
    },
  ],
};

// Lumen has no iOS app yet: appDownload.ios is null.
export const LUMEN_SITE: SeedSite = {
  site: {
    main_domain: 'lumenplay.example',
    domains: ['lumenplay.example', 'm.lumenplay.example'],
    facebook_domains: ['lumenplay.example'],
    blocked_countries: ['US'],
    blocked_cidrs: [],
  },
  customerService: [
    { csPosition: 'LIVECHAT-1', label: 'Live chat', url: 'https://help.lumenplay.example/chat' },
    {
      csPosition: 'LIVECHAT-2',
      label: 'Viber support',
      url: 'https://help.lumenplay.example/viber',
    },
    {
      csPosition: 'AFFILIATE-1',
      label: 'Affiliate service',
      url: 'https://partners.lumenplay.example/contact',
    },
  ],
  socialLinks: [
    { network: 'FACEBOOK', url: 'https://www.facebook.com/lumenplay.example' },
    { network: 'TIKTOK', url: 'https://www.tiktok.com/@lumenplay.example' },
    { network: 'INSTAGRAM', url: 'https://www.instagram.com/lumenplay.example' },
    { network: 'VIBER', url: 'https://invite.viber.com/?g2=lumenplay-example' },
  ],
  resources: [
    {
      key: 'APP_DOWNLOAD_ANDROID',
      labelEn: 'Download for Android',
      url: 'https://get.lumenplay.example/lumen-play.apk',
    },
    {
      key: 'REGISTERPOP',
      labelEn: 'Get the Android app',
      url: 'https://get.lumenplay.example/lumen-play.apk',
    },
  ],
};
