import { startPage } from '../startup/pageStart';

/**
 * A page's first act, at import: `main.tsx` of both pages imports this module first, so it runs
 * before React and the widget's modules are evaluated (rolldown keeps that order inside the
 * pages' shared first chunk). It reads the config from the URL and the build and sends a deep
 * link's first `/quotes`. One module for both pages, told apart by their root element's
 * `data-instance` (`index.html`: hosted, `embed.html`: embed): a module per page would land in the
 * shared chunk too, and each page would run both.
 */
export const page = startPage(
  window.location.search,
  document.getElementById('root')?.dataset.instance === 'embed' ? 'embed' : 'hosted',
);
