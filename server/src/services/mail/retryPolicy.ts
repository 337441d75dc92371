/** How every e-mail job is retried when the mail server refuses or is down. */
export const MAIL_RETRY_POLICY = {
  /** 8 retries with growing delays: about 4 hours before an e-mail is given up. */
  retryLimit: 8,
  retryDelay: 30,
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
