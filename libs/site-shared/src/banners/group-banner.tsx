import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { BannerGroup } from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { usePlatformClient } from '../platform-client/use-platform-client';
import { bannerTarget } from './banner-target';
import { bannersOf } from './banners-query';
import styles from './group-banner.module.css';

export interface GroupBannerProps {
  /** Which group's first banner to show: w_leftmenu, w_forget or w_reg. */
  group: BannerGroup;
  /** What the picture says, for a screen reader (the operator's art has no text of its own). */
  label: string;
  className?: string;
}

/**
 * The first banner of a group where that group belongs (side menu, forgot password, sign-up),
 * linked like a home banner. Nothing while loading or when the group is empty or fails: a
 * banner is decoration, never in the way.
 */
export function GroupBanner({ group, label, className }: GroupBannerProps) {
  const { i18n } = useTranslation();
  const client = usePlatformClient();
  const banners = useQuery(bannersOf(client, i18n.language, group));
  const banner = banners.data?.[0];
  if (!banner) return null;
  const image = (
    <img
      className={styles.image}
      src={banner.imageUrl}
      alt={label}
      width={1200}
      height={400}
      loading="lazy"
      data-banner-group={group}
    />
  );
  const target = bannerTarget(banner);
  const frame = [styles.banner, className].filter(Boolean).join(' ');
  if (!target) return <div className={frame}>{image}</div>;
  if (target.external)
    return (
      <a className={frame} href={target.href} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  return (
    <Link className={frame} to={target.href}>
      {image}
    </Link>
  );
}
