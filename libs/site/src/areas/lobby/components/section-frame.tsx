import { Link } from '@tanstack/react-router';
import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './section-frame.module.css';

/** The game-list pages a home section's "more" link can open (spec §2 routes). */
export type MorePath = '/rng' | '/live' | '/fish' | '/pvp';

export interface SectionFrameProps {
  title: string;
  /** The page with the whole list; vendor sections have none (spec §2). */
  more?: MorePath;
  /** Set while the content loads, so assistive technology waits for it. */
  busy?: boolean;
  /** Lets the section be watched, e.g. to load it as it nears the screen. */
  frameRef?: Ref<HTMLElement>;
  /**
   * Whether the frame is a landmark region named by its title. Turn it off when the content is
   * a region of the same name already (a carousel), so readers do not hear the name twice.
   * @default true
   */
  region?: boolean;
  children: ReactNode;
}

/** A home section: its h2 title, an optional "more" link to the full list, then its content. */
export function SectionFrame(props: SectionFrameProps) {
  const { title, more, busy, frameRef, region = true, children } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const Frame = region ? 'section' : 'div';
  return (
    <Frame
      ref={frameRef as Ref<HTMLElement & HTMLDivElement>}
      className={styles.section}
      aria-labelledby={region ? titleId : undefined}
      aria-busy={busy || undefined}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {more && (
          // "More" alone is ambiguous in a list of links: readers and search engines get the
          // section's name in the link's own text (an aria-label is not read by crawlers).
          <Link to={more} className={styles.more}>
            <span aria-hidden="true">{t('lobby.more')}</span>
            <span className="visually-hidden">{t('lobby.moreOf', { name: title })}</span>
          </Link>
        )}
      </div>
      {children}
    </Frame>
  );
}
