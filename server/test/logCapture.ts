/** The app's log lines as objects, for tests that assert on what an operator would read. */
import { createLogger, type Logger } from '../src/logger';

export type LogLine = Record<string, unknown> & { level: number; msg: string };

/** pino's numeric levels. */
export const LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const;

export interface CapturedLogs {
  /** A logger built like the app's (createLogger: same base fields and redaction) writing here. */
  logger: Logger;
  lines: LogLine[];
  /**
   * The first line matching, once one has been written: an access line is
   * written when the response closes on the server, a moment after the client
   * has read it. Gives up after `maxTurns` turns of the event loop.
   */
  waitFor(match: (line: LogLine) => boolean, maxTurns?: number): Promise<LogLine>;
}

export function captureLogs(level = 'debug'): CapturedLogs {
  const lines: LogLine[] = [];
  const logger = createLogger(level, { write: (chunk: string) => void lines.push(JSON.parse(chunk) as LogLine) });
  return {
    logger,
    lines,
    async waitFor(match, maxTurns = 200) {
      for (let turn = 0; turn < maxTurns; turn += 1) {
        const found = lines.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      throw new Error(`no matching log line among ${lines.length}: ${JSON.stringify(lines.slice(-5))}`);
    },
  };
}
