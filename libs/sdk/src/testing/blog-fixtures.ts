import type { BlogArticleSummary } from '@tessera/contract';

/** Two published articles, newest first. */
export const blogArticles: BlogArticleSummary[] = [
  {
    slug: 'install-the-app',
    title: 'Install our app in three taps',
    description: 'Add the site to your home screen and play in one tap.',
    cover: '',
    publishedAt: '2026-03-04T09:00:00.000Z',
    language: 'en',
  },
  {
    slug: 'play-responsibly',
    title: 'Play responsibly',
    description: 'Limits that keep play fun.',
    cover: '',
    publishedAt: '2026-03-02T09:00:00.000Z',
    language: 'en',
  },
];

/** The body every fake article has. */
export const blogBody = '<h2>Step one</h2><p>Open the menu.</p>';
