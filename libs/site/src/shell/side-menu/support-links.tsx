import { visibleSocialLinks } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { SocialLinks } from '../social-links';
import styles from './side-menu.module.css';

/** Live chat and the brand's social accounts. */
export function SupportLinks() {
  const { t } = useTranslation();
  const { permission } = useStartup();
  const liveChat = permission.customerService.find((entry) =>
    entry.csPosition.startsWith('LIVECHAT'),
  );
  const social = visibleSocialLinks(
    permission.socialLinks,
    window.location.hostname,
    permission.facebookDomains,
  );
  return (
    <>
      {liveChat && (
        <ul className={styles.section}>
          <li>
            <a href={liveChat.url} target="_blank" rel="noopener noreferrer">
              {t('shell.liveChat')}
            </a>
          </li>
        </ul>
      )}
      {social.length > 0 && (
        <div>
          <h2 className={styles.heading}>{t('shell.followUs')}</h2>
          <SocialLinks links={social} />
        </div>
      )}
    </>
  );
}
