import { CombinedGraphQLErrors } from '@apollo/client';
import { Alert, Loader } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useHttpStatus } from '../../head/RenderContext';
import { SITE_NAME, type HeadData } from '../../head/headTypes';
import ui from '../Plain/Plain.module.css';
import classes from './DetailStates.module.css';

export function DetailLoading({ label }: { label: string }) {
  return (
    <div role="status" className={`${ui.center} ${classes.loading}`}>
      <Loader aria-label={label} />
    </div>
  );
}

interface DetailMessageProps {
  title: string;
  children: ReactNode;
  /** Where 'back' goes: the list the item belongs to. */
  backHref: string;
  backLabel: string;
  tone: 'error' | 'notFound';
}

/** The head of a page showing a DetailMessage: its title, kept out of search engines. */
export function detailMessageHead(title: string, canonicalPath: string): HeadData {
  return { title: `${title} | ${SITE_NAME}`, description: title, canonicalPath, noindex: true };
}

/**
 * Full-page error or not-found message with a way back to the list. A server
 * render answers 404 (or 500), so search engines drop the address. Its head
 * (detailMessageHead) is the page's: definePage renders it.
 */
export function DetailMessage({ title, children, backHref, backLabel, tone }: DetailMessageProps) {
  useHttpStatus(tone === 'notFound' ? 404 : 500);
  return (
    <div className={`${ui.container} ${ui.containerSm} ${classes.message}`}>
      <div className={`${ui.stack} ${classes.messageBody}`}>
        <h1 className={`${ui.title} ${ui.h1}`}>{title}</h1>
        {tone === 'error' ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" w="100%">
            {children}
          </Alert>
        ) : (
          <div className={`${ui.stack} ${ui.gap4}`}>{children}</div>
        )}
        <Link to={backHref} className={ui.anchor}>
          {backLabel}
        </Link>
      </div>
    </div>
  );
}

export function DetailText({ children }: { children: ReactNode }) {
  return <p className={`${ui.text} ${ui.gray8}`}>{children}</p>;
}

/**
 * A malformed id in the address (e.g. /articulos/abc) is rejected by the API as
 * bad input; for a visitor that is simply a page that does not exist.
 */
export function isMalformedIdError(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.['code'] === 'BAD_USER_INPUT')
  );
}
