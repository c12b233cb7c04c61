import { queryOptions } from '@tanstack/react-query';
import type { PlatformClient } from '@tessera/sdk';

/** The brand's articles in the reader's language (public: no session needed). */
export const blogListQuery = (client: PlatformClient, language: string) =>
  queryOptions({
    queryKey: ['blog', 'list', language],
    queryFn: () => client.blog.list(language),
  });

/** One article in the reader's language. */
export const blogArticleQuery = (client: PlatformClient, slug: string, language: string) =>
  queryOptions({
    queryKey: ['blog', 'article', slug, language],
    queryFn: () => client.blog.article(slug, language),
    retry: false,
  });
