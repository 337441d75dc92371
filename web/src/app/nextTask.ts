interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task, so the browser can paint and answer a tap in between:
 * scheduler.yield() where the browser has it (no timer clamping), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
