import { createContext } from 'react';
import type { ServerAnswers } from './serverAnswers';

/**
 * The server render's answers (lib/serverAnswers.ts), for lib/page/useDeclaredQuery.ts.
 * A module of its own so the browser's bundle, which never provides it, does
 * not take the server's answer store with it.
 */
export const ServerAnswersContext = createContext<ServerAnswers | null>(null);
