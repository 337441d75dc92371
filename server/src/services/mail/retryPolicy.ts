/** How every e-mail job is retried when the mail server refuses or is down. */
export const MAIL_RETRY_POLICY = {
  /**
   * 12 retries, from 5 s doubling (with jitter) to 6 h at most: about 6 hours before an e-mail
   * is given up. A short first delay matters because a job handed back after its process died
   * is a retry too: with 30 s it waited out expiry plus 30 s more before resuming.
   */
  retryLimit: 12,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 6 * 60 * 60,
  /**
   * A job still active after this long belongs to a process that died: pg-boss hands it
   * back (within its 10 s supervision pass), and the row's state decides whether it is
   * sent (never reached SMTP) or recorded as failed (may have). Above the transport's own
   * timeouts (15 s to connect, 15 s greeting, 30 s socket), so a slow server is not mistaken
   * for a dead process.
   */
  expireInSeconds: 75,
} as const;
