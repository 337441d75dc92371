import { useEffect } from 'react';
import { PROGRESS_POLL_MS } from './campaignProgress';

/** Asks the server again every few seconds while a campaign is sending, and stops once it is done. */
export function useProgressPolling(
  running: boolean,
  startPolling: (intervalMs: number) => void,
  stopPolling: () => void,
): void {
  useEffect(() => {
    if (!running) return;
    startPolling(PROGRESS_POLL_MS);
    return stopPolling;
  }, [running, startPolling, stopPolling]);
}
