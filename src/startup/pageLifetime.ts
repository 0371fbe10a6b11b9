/**
 * How long the page's execution runs may go on: until the page goes away. A reload, a closed tab
 * or a navigation fires `pagehide` before the browser cancels the page's requests (Chromium:
 * beforeunload, pagehide, then the pending fetches reject), so aborting there makes a run stop
 * without saving anything: the execution resumes from where it was on the next load, instead of
 * "Could not reach the routing service" for a request the browser itself cancelled.
 *
 * A page put in the back-forward cache goes through `pagehide` too; when it comes back
 * (`pageshow` with `persisted`), a new lifetime starts and `onRestore` lets its runs resume.
 */
export interface PageLifetime {
  /** The current lifetime's signal: aborted when the page goes away, or on `stop`. */
  signal(): AbortSignal;
  /** Stops following the page and aborts the current lifetime (the widget unmounts). */
  stop(): void;
}

export function followPageLifetime(target: EventTarget, onRestore: () => void): PageLifetime {
  let controller = new AbortController();
  const end = () => controller.abort(new DOMException('The page went away.', 'AbortError'));
  const restore = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted) return;
    controller = new AbortController();
    onRestore();
  };
  target.addEventListener('pagehide', end);
  target.addEventListener('pageshow', restore);
  return {
    signal: () => controller.signal,
    stop: () => {
      target.removeEventListener('pagehide', end);
      target.removeEventListener('pageshow', restore);
      end();
    },
  };
}
