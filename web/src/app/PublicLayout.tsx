import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BackBar } from '../components/BackBar/BackBar';
import { PageTransition } from '../components/PageTransition/PageTransition';
import { paths } from '../config/paths';
import { useSiteConfig } from '../features/siteConfig/useSiteConfig';
import { PageVisits } from '../features/views/PageVisits';
import { SiteHeadContext, type SiteHeadValues } from '../head/SiteHeadContext';
import { usePageLeaving } from './pageExit';
import classes from './PublicLayout.module.css';
import { ScrollToTop } from './ScrollToTop';
import { SiteFooter } from './SiteFooter/SiteFooter';
import { SiteHeader } from './SiteHeader/SiteHeader';

/** Header, content and footer of every public page; the back bar everywhere but home. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const isHome = pathname === paths.home.path;
  const leaving = usePageLeaving();
  // The pages' heads read the configuration through definePage (lib/page/definePage.tsx).
  const { get, shareImage } = useSiteConfig();
  const siteHead = useMemo<SiteHeadValues>(() => ({ text: get, image: shareImage }), [get, shareImage]);

  return (
    <SiteHeadContext.Provider value={siteHead}>
      <div className={classes.shell}>
        <ScrollToTop />
        <PageVisits />
        <SiteHeader />
        <main id="contenido" className={classes.main}>
          {!isHome && <BackBar />}
          <PageTransition transitionKey={pathname} leaving={leaving}>
            <Outlet />
          </PageTransition>
        </main>
        <SiteFooter />
      </div>
    </SiteHeadContext.Provider>
  );
}
