let painted: Promise<void> | undefined;

/**
 * Resolves once the page has painted after this was first asked: a `requestAnimationFrame`
 * callback runs before its frame is painted, and a task it posts runs after. Asked first in the
 * widget's first render or its effects (never as a module is evaluated), that is the widget's
 * first paint: code loaded after it does not compete with it. A hidden page paints nothing, and a
 * page without frames (a server) has none to wait for: at once.
 */
export function afterPaint(): Promise<void> {
  painted ??= new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      resolve();
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
  return painted;
}
