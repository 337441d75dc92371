import pino, { type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; one logger per process, children per request. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'crecer-en-familia' },
    redact: { paths: ['req.headers.cookie', 'password', '*.password'], remove: true },
  });
}
