import { createContext } from 'react';
import type { InterceptableHistory } from './interceptableHistory';

/** The history of GuardedBrowserRouter, for a navigation guard; null under the server's StaticRouter. */
export const NavigationGuardContext = createContext<InterceptableHistory | null>(null);
