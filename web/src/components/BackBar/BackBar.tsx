import { Button } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import ui from '../Plain/Plain.module.css';
import classes from './BackBar.module.css';

/**
 * Whether the entry before this one is a page of this site. The routers keep
 * the position in the session history as `idx` in history.state (react-router's
 * format); a page reached by a plain link before the app started (a visit
 * runs no app until the first tap: web/src/app/firstIntent.ts) is a document
 * load instead, with this site as its referrer.
 */
function hasPreviousEntry(): boolean {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0) return true;
  return window.history.length > 1 && document.referrer.startsWith(`${window.location.origin}/`);
}

/** 'Volver' goes back in history (home when the visitor landed here directly); 'Inicio' goes home. */
export function BackBar() {
  const navigate = useNavigate();

  const goBack = () => {
    if (hasPreviousEntry()) void navigate(-1);
    else void navigate('/');
  };

  return (
    <div className={classes.bar}>
      <div className={ui.container}>
        <div className={`${ui.group} ${ui.gapXs} ${classes.buttons}`}>
          <Button
            variant="subtle"
            size="compact-md"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
            onClick={goBack}
          >
            Volver
          </Button>
          <Button
            variant="subtle"
            size="compact-md"
            component={Link}
            to="/"
            leftSection={<IconHome size={18} aria-hidden="true" />}
          >
            Inicio
          </Button>
        </div>
      </div>
    </div>
  );
}
