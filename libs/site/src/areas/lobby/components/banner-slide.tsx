import { useNavigate } from '@tanstack/react-router';
import type { Banner } from '@tessera/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bannerTarget } from '@tessera/site-shared/banners/banner-target';
import { removeBootBanner } from '@tessera/site-shared/banners/boot-banner';
import styles from './banner-carousel.module.css';

/** The size the banner art is made at (3:1); set on every img so the carousel never jumps. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 400;

export interface BannerSlideProps {
  banner: Banner;
  /** Its place among the home banners, from 0; the first one is fetched first. */
  index: number;
  count: number;
}

/** One home banner: its picture, linked to a page of the site or another site when it has one. */
export function BannerSlide({ banner, index, count }: BannerSlideProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const first = index === 0;
  const image = (
    <img
      className={styles.image}
      src={banner.imageUrl}
      alt={t('lobby.bannerAlt', { index: index + 1, count })}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      // The first banner is the largest thing on the first screen: fetch it first, the rest later.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      decoding={first ? 'auto' : 'async'}
      onLoad={first ? removeBootBanner : undefined}
    />
  );
  const target = bannerTarget(banner);
  if (!target) return image;
  if (target.external)
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {image}
      </a>
    );
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) is the browser's to handle.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate({ href: target.href });
  };
  return (
    <a href={target.href} onClick={follow} className={styles.link}>
      {image}
    </a>
  );
}
