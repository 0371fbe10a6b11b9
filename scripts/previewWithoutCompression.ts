import type { Plugin } from 'vite';

/**
 * `vite preview` gzips each response as it sends it. On loopback, where the e2e tests and a local
 * preview run, that saves no time and costs the server about 45 ms of CPU a page load of the
 * hosted page (about 50 scripts, 860 KB): some 13 s of CPU in an `npm test`, whose e2e load the
 * pages about 300 times. The preview sends its files as they are, like the bench's static server
 * (`serveStatic.mjs`); a host compresses them as it likes.
 */
export function previewWithoutCompressionPlugin(): Plugin {
  return {
    name: 'preview-without-compression',
    configurePreviewServer(server) {
      // Runs before Vite's compression middleware, which compresses only what the request accepts.
      server.middlewares.use((req, _res, next) => {
        delete req.headers['accept-encoding'];
        next();
      });
    },
  };
}
