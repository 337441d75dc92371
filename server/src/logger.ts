import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs; one logger per process, a child per request (its
 * `reqId`, http/requestLog.ts). Tests pass a `destination` to read the lines.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'crecer-en-familia' },
    redact: { paths: ['req.headers.cookie', 'password', '*.password'], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}
