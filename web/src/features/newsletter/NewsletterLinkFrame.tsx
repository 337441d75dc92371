import { Button, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import ui from '../../components/Plain/Plain.module.css';
import { paths } from '../../config/paths';
import classes from './NewsletterLinkFrame.module.css';

interface NewsletterLinkFrameProps {
  title: string;
  busy?: boolean;
  children?: ReactNode;
}

/** The confirmation and unsubscribe pages' shared frame: one heading, its text, a way on. */
export function NewsletterLinkFrame({ title, busy = false, children }: NewsletterLinkFrameProps) {
  return (
    <div className={`${ui.container} ${ui.containerSm} ${classes.frame}`}>
      <div className={`${ui.stack} ${ui.gapLg}`} aria-busy={busy || undefined}>
        <h1 className={`${ui.title} ${ui.h2}`}>{title}</h1>
        {busy ? <Loader size="sm" role="status" aria-label="Cargando" /> : children}
      </div>
    </div>
  );
}

export function ToArticles() {
  return (
    <Button component={Link} to={paths.articles.getHref()} variant="light" className={classes.action}>
      Ir a los artículos
    </Button>
  );
}
