import { useCallback, useRef, useState } from 'react';

export interface Reauthentication {
  /** Whether the sign-in dialog is open. */
  asking: boolean;
  /** Opens the dialog (once, however many saves were refused) and resolves when it closes. */
  reauthenticate: () => Promise<boolean>;
  /** Closes the dialog: true after signing in again, false when she gives up. */
  finish: (signedIn: boolean) => void;
}

/** The state behind the "sign in again" dialog that refused saves wait on (apollo/reauthLink.ts). */
export function useReauthentication(): Reauthentication {
  const [asking, setAsking] = useState(false);
  const pending = useRef<{ promise: Promise<boolean>; resolve: (signedIn: boolean) => void } | null>(null);

  const reauthenticate = useCallback(() => {
    if (!pending.current) {
      let resolve: (signedIn: boolean) => void = () => undefined;
      const promise = new Promise<boolean>((done) => {
        resolve = done;
      });
      pending.current = { promise, resolve };
      setAsking(true);
    }
    return pending.current.promise;
  }, []);

  const finish = useCallback((signedIn: boolean) => {
    pending.current?.resolve(signedIn);
    pending.current = null;
    setAsking(false);
  }, []);

  return { asking, reauthenticate, finish };
}
