import { createServer } from 'node:http';
import { E2E_PORTS } from './ports';

/**
 * A host page's own server for the iframe-bridge tests: serves `pages` (path to HTML) on loopback
 * at the shop's fixed port, so the browser sees a real loopback site (a response the test
 * fulfilled itself would count as public, and the browser's local-network rules would keep it
 * from loading the widget's script and frame). Answers the function that closes it, and every
 * connection to it.
 */
export async function startShopServer(pages: Record<string, string>): Promise<() => Promise<void>> {
  const server = createServer((req, res) => {
    const page = pages[(req.url ?? '/').split('?')[0] ?? '/'];
    res.writeHead(page === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page ?? 'Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_PORTS.shopWeb, '127.0.0.1', resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // The browser may hold a socket it opened ahead without a request yet (a preconnect), which
      // Node would wait out for its headers timeout (a minute): the pages are done with, drop it.
      server.closeAllConnections();
    });
}
