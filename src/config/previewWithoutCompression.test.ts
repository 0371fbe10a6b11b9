import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PreviewServer, preview } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { previewWithoutCompressionPlugin } from '../../scripts/previewWithoutCompression';

/** A built page's folder with one script large enough for Vite's compression (over 1 KB). */
function builtFolder(): { root: string; script: string } {
  const root = mkdtempSync(join(tmpdir(), 'preview-'));
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  const script = `export const words = ${JSON.stringify('swap '.repeat(1000))};\n`;
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(root, 'dist', 'assets', 'page.js'), script);
  return { root, script };
}

const servers: PreviewServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function fetchScript(withPlugin: boolean) {
  const { root, script } = builtFolder();
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: withPlugin ? [previewWithoutCompressionPlugin()] : [],
    preview: { host: '127.0.0.1', port: 0 },
  });
  servers.push(server);
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('the preview server has no local URL');
  const response = await fetch(new URL('assets/page.js', url), {
    headers: { 'accept-encoding': 'gzip' },
  });
  return { response, body: await response.text(), script };
}

describe('previewWithoutCompressionPlugin', () => {
  it('makes vite preview send a script as it is, though the browser accepts gzip', async () => {
    const { response, body, script } = await fetchScript(true);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String(script.length));
    expect(body).toBe(script);
  });

  it('is what changes it: without it, vite preview gzips the same script', async () => {
    const { response, body, script } = await fetchScript(false);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(body).toBe(script);
  });
});
