import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState, Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { RetryState } from '@tessera/site-shared/forms/retry-state';
import { usePlatformClient } from '@tessera/site-shared/platform-client/use-platform-client';
import { blogListQuery } from '../api/blog-queries';
import { usePageMeta } from '../components/page-meta';
import { PublishedDate } from '../components/published-date';
import styles from './blog.module.css';

/** /blog: the brand's news and articles in the reader's language, newest first. */
export function BlogListPage() {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
  const client = usePlatformClient();
  const articles = useQuery(blogListQuery(client, i18n.language));
  const intro = t('blog.intro', { brand: brand.name });
  usePageMeta({ title: `${t('blog.title')} · ${brand.name}`, description: intro, type: 'website' });

  return (
    <main className={styles.page} aria-labelledby="blog-title">
      <h1 id="blog-title">{t('blog.title')}</h1>
      <p className={styles.intro}>{intro}</p>
      {articles.isPending ? (
        <div aria-busy="true">
          <Skeleton height={120} />
          <Skeleton height={120} />
        </div>
      ) : articles.isError ? (
        <RetryState error={articles.error} onRetry={() => void articles.refetch()} />
      ) : articles.data.list.length === 0 ? (
        <EmptyState title={t('blog.empty')} />
      ) : (
        <ul className={styles.list}>
          {articles.data.list.map((article) => (
            <li key={article.slug} className={styles.card}>
              {article.cover && <img className={styles.cover} src={article.cover} alt="" />}
              <h2>
                <Link to="/blog/$slug" params={{ slug: article.slug }}>
                  {article.title}
                </Link>
              </h2>
              <span className={styles.date}>
                <PublishedDate iso={article.publishedAt} />
              </span>
              <p>{article.description}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
