import { IconBrandInstagram, IconMail, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { copyrightText } from '../../features/siteConfig/copyrightText';
import { useSiteConfig } from '../../features/siteConfig/useSiteConfig';
import { paths } from '../../config/paths';
import { NAV_ENTRIES } from '../navigation';
import ui from '../../components/Plain/Plain.module.css';
import classes from './SiteFooter.module.css';
import { ResponsiveGrid } from '../../components/ResponsiveGrid/ResponsiveGrid';
import { EmailAddress } from '../../components/EmailAddress/EmailAddress';

const LINK = `${ui.anchor} ${classes.link}`;
const CONTACT_ROW = `${ui.group} ${ui.nowrap} ${ui.gap6}`;

/** Footer texts all come from site configuration (spec §2, keys footer_*). */
export function SiteFooter() {
  const { get } = useSiteConfig();
  const email = get('footer_contact_email');
  const instagramUrl = get('social_instagram_url');
  // The year is read at render; server and client agree except across New Year's midnight.
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <div className={ui.container}>
        <ResponsiveGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <div className={`${ui.stack} ${ui.gap4}`}>
            <h2 className={`${ui.title} ${ui.h4} ${classes.title}`}>{get('footer_title')}</h2>
            <p className={`${ui.text} ${ui.gray7}`}>{get('footer_subtitle')}</p>
          </div>
          <nav aria-label="Enlaces del pie de página">
            <div className={`${ui.stack} ${ui.gap6}`}>
              {NAV_ENTRIES.map((entry) => (
                <Link key={entry.to} to={entry.to} className={LINK}>
                  {entry.label}
                </Link>
              ))}
              {/* Not one of the spec's links: the privacy text, small after them. */}
              <Link to={paths.privacy.getHref()} className={`${LINK} ${ui.sm}`}>
                Privacidad
              </Link>
            </div>
          </nav>
          <div className={`${ui.stack} ${ui.gap8}`}>
            {email && (
              <div className={CONTACT_ROW}>
                <IconMail size={18} aria-hidden="true" className={classes.contactIcon} />
                <a href={`mailto:${email}`} className={`${LINK} ${classes.contactText}`}>
                  <EmailAddress address={email} />
                </a>
              </div>
            )}
            {get('footer_location') && (
              <div className={CONTACT_ROW}>
                <IconMapPin size={18} aria-hidden="true" className={classes.contactIcon} />
                <p className={`${ui.text} ${classes.contactText}`}>{get('footer_location')}</p>
              </div>
            )}
            {instagramUrl && (
              <div className={CONTACT_ROW}>
                <IconBrandInstagram size={18} aria-hidden="true" className={classes.contactIcon} />
                <a href={instagramUrl} target="_blank" rel="noopener noreferrer" className={LINK}>
                  Instagram
                </a>
              </div>
            )}
          </div>
        </ResponsiveGrid>
        <p className={`${ui.text} ${ui.sm} ${ui.gray7} ${classes.copyright}`}>
          {copyrightText(get('footer_copyright_text'), year)}
        </p>
      </div>
    </footer>
  );
}
