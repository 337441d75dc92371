import type { AdminClientHooks } from '../apollo/adminApolloClient';
import { notifySessionExpired } from '../shared/notify';
import { adminPaths } from '../adminPaths';

/**
 * The admin Apollo Client is made with the router (route loaders use it before any screen
 * renders), but the "sign in again" dialog its refused saves wait on lives in React state
 * (AdminRoot). The bridge is the client's hooks, with the dialog plugged in once it is mounted.
 */
export interface SessionBridge {
  hooks: AdminClientHooks;
  /** Plugs in the dialog's opener; returns the unplugging, for an effect's cleanup. */
  connect: (reauthenticate: () => Promise<boolean>) => () => void;
}

export function createSessionBridge(): SessionBridge {
  let askToSignIn: (() => Promise<boolean>) | null = null;
  return {
    hooks: {
      onSessionExpired: () => {
        // The login page itself never announces an expired session (spec §8).
        if (window.location.pathname !== adminPaths.login.getHref()) notifySessionExpired();
      },
      // Nothing on screen can ask yet: the save is given up, as when she closes the dialog.
      reauthenticate: () => (askToSignIn ? askToSignIn() : Promise.resolve(false)),
    },
    connect: (reauthenticate) => {
      askToSignIn = reauthenticate;
      return () => {
        if (askToSignIn === reauthenticate) askToSignIn = null;
      };
    },
  };
}
