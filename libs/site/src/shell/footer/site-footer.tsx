import { Link } from '@tanstack/react-router';
import type { TableLanguage } from '@tessera/contract';
import { gameTypePath, navCategories, visibleSocialLinks } from '@tessera/domain';
import { numberFormat } from '@tessera/i18n';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useBrand } from '@tessera/site-shared/brand/brand-context';
import { useStartup } from '@tessera/site-shared/startup/use-startup';
import { siteModalAtom } from '@tessera/site-shared/modals/modal-state';
import { useLanguage } from '@tessera/site-shared/preferences';
import { GameTypeLink } from '@tessera/site-games';
import { SocialLinks } from '../social-links';
import styles from './site-footer.module.css';

/** Vendors whose logos the footer shows (spec §2). */
const FOOTER_VENDORS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

/** Products, help, contact, social links, licence, payment and vendor logos (spec §2). */
export function SiteFooter() {
  const { t } = useTranslation();
  const brand = useBrand();
  const [language] = useLanguage();
  const { menus, helpTopics, permission } = useStartup();
  const openModal = useSetAtom(siteModalAtom);
  const service = permission.customerService.find((entry) =>
    entry.csPosition.startsWith('LIVECHAT'),
  );
  const affiliate = permission.customerService.find((entry) =>
    entry.csPosition.startsWith('AFFILIATE'),
  );
  const social = visibleSocialLinks(
    permission.socialLinks,
    window.location.hostname,
    permission.facebookDomains,
  );
  const payments = permission.resources.filter((resource) => resource.key.startsWith('PAYMENT'));

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <nav className={styles.column} aria-labelledby="footer-products">
          <h2 id="footer-products">{t('footerLinks.products')}</h2>
          <ul>
            <li>
              <Link to="/">{t('gameTypes.HOME')}</Link>
            </li>
            {navCategories(menus).map((menu) => (
              <li key={menu.gameType}>
                <GameTypeLink path={gameTypePath(menu.gameType)}>
                  {t(`gameTypes.${menu.gameType}`)}
                </GameTypeLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footerLinks.help')}</h2>
          <ul>
            {helpTopics.map((topic) => (
              <li key={topic.tag}>
                <Link to="/help" hash={topic.tag}>
                  {topic.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/blog">{t('footerLinks.blog')}</Link>
            </li>
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footerLinks.contact')}</h2>
          <ul>
            {service && (
              <li>
                <a href={service.url} target="_blank" rel="noopener noreferrer">
                  {t('footerLinks.customerService')}
                </a>
              </li>
            )}
            <li>
              <button type="button" onClick={() => openModal({ kind: 'feedback' })}>
                {t('footerLinks.feedback')}
              </button>
            </li>
            {affiliate && (
              <li>
                <a href={affiliate.url} target="_blank" rel="noopener noreferrer">
                  {t('footerLinks.affiliate')}
                </a>
              </li>
            )}
          </ul>
        </nav>
        {social.length > 0 && (
          <div className={styles.column}>
            <h2>{t('footerLinks.social')}</h2>
            <SocialLinks links={social} />
          </div>
        )}
      </div>
      {payments.length > 0 && (
        <section className={styles.column} aria-labelledby="footer-payments">
          <h2 id="footer-payments">{t('footerLinks.payments')}</h2>
          <ul className={styles.chips}>
            {payments.map((payment) => (
              <li key={payment.key}>{payment.labelNameEn}</li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.column} aria-labelledby="footer-providers">
        <h2 id="footer-providers">{t('footerLinks.providers')}</h2>
        <ul className={styles.chips}>
          {FOOTER_VENDORS.map((vendor) => (
            <li key={vendor}>{vendor}</li>
          ))}
        </ul>
      </section>
      <section className={styles.licence}>
        <h2>{t('footer.licence')}</h2>
        <p data-testid="licence">
          {(brand.licence[language as TableLanguage] ?? brand.licence.en).replaceAll(
            '{age}',
            numberFormat(language).format(brand.minimumAge),
          )}
        </p>
        <p>{t('footer.rights', { year: new Date().getFullYear(), name: brand.name })}</p>
      </section>
    </footer>
  );
}
