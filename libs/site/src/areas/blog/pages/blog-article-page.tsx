import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { PlatformError } from '@tessera/sdk';
import { EmptyState, Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { RetryState } from '@tessera/site-shared/forms/retry-state';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { SafeHtml } from '@tessera/site-shared/safe-html/safe-html';
import { blogArticleQuery } from '../api/blog-queries';
import { usePageMeta } from '../components/page-meta';
import { PublishedDate } from '../components/published-date';
import styles from './blog.module.css';

/** /blog/:slug: one article, its title, description and social tags set for the page. */
export function BlogArticlePage() {
  const { slug } = useParams({ from: '/blog/$slug' });
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const client = usePlatformClient();
  const article = useQuery(blogArticleQuery(client, slug, i18n.language));
  const data = article.data;
  usePageMeta({
    title: data ? `${data.title} · ${brand.name}` : `${t('blog.title')} · ${brand.name}`,
    description: data?.description ?? t('blog.intro', { brand: brand.name }),
    ...(data?.cover ? { image: data.cover } : {}),
    type: 'article',
  });
  const notFound = article.error instanceof PlatformError && article.error.code === 'NOT_FOUND';

  return (
    <main className={styles.page}>
      <Link to="/blog" className={styles.back}>
        {t('blog.back')}
      </Link>
      {article.isPending ? (
        <div aria-busy="true">
          <Skeleton height={40} />
          <Skeleton height={200} />
        </div>
      ) : notFound ? (
        <EmptyState title={t('blog.notFound')} />
      ) : article.isError ? (
        <RetryState error={article.error} onRetry={() => void article.refetch()} />
      ) : (
        <article className={styles.article} aria-labelledby="article-title">
          <h1 id="article-title">{article.data.title}</h1>
          <p className={styles.date}>
            <PublishedDate iso={article.data.publishedAt} />
          </p>
          {article.data.cover && <img className={styles.cover} src={article.data.cover} alt="" />}
          <SafeHtml html={article.data.bodyHtml} />
        </article>
      )}
    </main>
  );
}
