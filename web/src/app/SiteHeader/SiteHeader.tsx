import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeartHandshake, IconMenu2, IconX } from '@tabler/icons-react';
import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { ADMIN_ENTRY, NAV_ENTRIES, SITE_NAME } from '../navigation';
import { paths } from '../../config/paths';
import ui from '../../components/Plain/Plain.module.css';
import classes from './SiteHeader.module.css';

const MOBILE_MENU_ID = 'menu-principal-movil';

interface NavLinksProps {
  onChoose?: () => void;
}

function NavLinks({ onChoose }: NavLinksProps) {
  return (
    <>
      {NAV_ENTRIES.map((entry) => (
        <NavLink key={entry.to} to={entry.to} end={entry.end} className={classes.link} onClick={onChoose}>
          {entry.label}
        </NavLink>
      ))}
      {/* The admin is a build of its own (src/entry-admin.tsx): the browser loads its page. */}
      <NavLink to={ADMIN_ENTRY.to} reloadDocument className={classes.adminLink} onClick={onChoose}>
        {ADMIN_ENTRY.label}
      </NavLink>
    </>
  );
}

/**
 * Sticky site header: inline entries on wide screens, a burger-toggled menu on
 * small ones. The open menu covers the top of the page, so Esc closes it (back
 * to the burger) and so does tabbing out of the header: the next link would
 * otherwise take the focus hidden under the menu.
 */
export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    close();
    burger.current?.focus();
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (opened && event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    <header className={classes.header} onKeyDown={closeOnEscape} onBlur={closeWhenFocusLeaves}>
      <div className={`${ui.container} ${classes.inner}`}>
        <Link to={paths.home.getHref()} className={classes.brand} onClick={close}>
          <IconHeartHandshake size={28} stroke={1.6} aria-hidden="true" />
          <span>{SITE_NAME}</span>
        </Link>
        <nav aria-label="Navegación principal" className={classes.desktopNav}>
          <NavLinks />
        </nav>
        {/* Not Mantine's Burger: it draws its lines with a <div> inside the <button>, invalid HTML. */}
        <ActionIcon
          ref={burger}
          className={classes.burger}
          onClick={toggle}
          variant="subtle"
          color="dark"
          size={40}
          aria-expanded={opened}
          aria-controls={MOBILE_MENU_ID}
          aria-label={opened ? 'Cerrar menú' : 'Abrir menú'}
        >
          {opened ? <IconX size={24} aria-hidden="true" /> : <IconMenu2 size={24} aria-hidden="true" />}
        </ActionIcon>
      </div>
      {/* Opens and closes in CSS (SiteHeader.module.css): Mantine's Collapse brought 3.7 KB gzip of
          code to every visitor's first load for this one menu. */}
      <div id={MOBILE_MENU_ID} className={classes.mobileMenu} data-open={opened || undefined}>
        <div className={classes.mobileMenuClip}>
          <nav aria-label="Menú móvil" className={classes.mobileNav}>
            <NavLinks onChoose={close} />
          </nav>
        </div>
      </div>
    </header>
  );
}
