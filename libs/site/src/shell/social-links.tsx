import type { SocialLink, SocialNetwork } from '@tessera/contract';

/** Networks' own names: proper nouns, the same in every language. */
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  FACEBOOK: 'Facebook',
  TIKTOK: 'TikTok',
  YOUTUBE: 'YouTube',
  TWITTER: 'X (Twitter)',
  INSTAGRAM: 'Instagram',
  TELEGRAM: 'Telegram',
  WHATSAPP: 'WhatsApp',
  VIBER: 'Viber',
};

/** The brand's social accounts as plain links (already filtered by visibleSocialLinks). */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  return (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" data-network={link.network}>
            {NETWORK_NAMES[link.network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
