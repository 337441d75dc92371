/**
 * Resolves once the browser has painted the current frame: a timer set from
 * an animation frame callback runs after that frame is drawn. A hidden tab
 * draws no frames, so it resolves at once there.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
