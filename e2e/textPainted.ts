/** When a page first showed some words, in ms since navigation start (`recordTextPainted`). */
export interface TextPainted {
  /** The start of the frame that painted them: a task begun after it ran after that paint. */
  frame: number;
  /** Once that frame is painted (a task posted from it): the words as a person sees them. */
  painted: number;
}

/**
 * In the page, as an init script (`page.addInitScript(recordTextPainted, pattern)`): sets
 * `window.__textPainted` to a promise of when a visible element first showed text matching
 * `pattern` (`TextPainted`), the words painted, not the element attached. Checked once per frame
 * while the document changes, not on each mutation, so the watching costs the page little.
 */
export function recordTextPainted(pattern: string): void {
  const wanted = new RegExp(pattern, 'i');
  const shown = () => {
    const walker = document.createTreeWalker(document.body ?? document, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !wanted.test(node.textContent ?? '')) continue;
      const box = element.getBoundingClientRect();
      const visible = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      if (visible && box.width > 0 && box.height > 0) return true;
    }
    return false;
  };
  (window as unknown as { __textPainted?: Promise<TextPainted> }).__textPainted = new Promise(
    (resolve) => {
      let checking = false;
      const observer = new MutationObserver(() => {
        if (checking) return;
        checking = true;
        requestAnimationFrame((frame) => {
          checking = false;
          if (!shown()) return;
          observer.disconnect();
          setTimeout(() => resolve({ frame, painted: performance.now() }), 0);
        });
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    },
  );
}

/** In the page: when the text of `recordTextPainted` was painted (waits for it). */
export const textPaintedAt = () =>
  (window as unknown as { __textPainted: Promise<TextPainted> }).__textPainted;
