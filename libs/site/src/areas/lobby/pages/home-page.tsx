import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { BannerCarousel } from '../components/banner-carousel';
import { HomeCategories } from '../components/home-categories';
import { HotGames } from '../components/hot-games';
import { Jackpot } from '../components/jackpot';
import { Winners } from '../components/winners';
import { NoticeLine } from '../components/notice-line';
import styles from './home-page.module.css';

/**
 * The lobby (spec §1, §2): banners, the notice line, jackpot and winners, hot games, then the
 * game categories. Everything below the first screen loads as the player scrolls to it.
 */
export function HomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { whitelabel } = useStartup();

  return (
    <div className={styles.home}>
      {/* The banner first, right under the header: it is what the page shows before the site's
          code has loaded (the brand's index.html draws it there), and the largest thing on a
          phone's first screen. */}
      <BannerCarousel />
      {/* The page's title for readers and search; one quiet line under the banner. */}
      <header className={styles.welcome}>
        <h1>{t('home.welcome', { name: brand.name })}</h1>
        <p data-testid="merchant">
          {t('home.merchant', { name: whitelabel.displayName, currency: whitelabel.currency })}
        </p>
      </header>
      <NoticeLine />
      <div className={styles.prizes}>
        <Jackpot />
        <Winners />
      </div>
      <HotGames />
      <HomeCategories />
    </div>
  );
}
