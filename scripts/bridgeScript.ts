import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/** The host page's end of the iframe bridge (the package's `./bridge` entry). */
export const BRIDGE_HOST_ENTRY = 'src/bridge.ts';

/**
 * The host script as a plain script for a `<script src>` tag: one minified IIFE with no imports,
 * whose exports are the global `SwapWidgetBridge` (`SwapWidgetBridge.connectSwapWidget(...)`).
 */
export async function buildBridgeScript(): Promise<string> {
  const bundle = await rolldown({ input: BRIDGE_HOST_ENTRY, logLevel: 'warn' });
  try {
    const { output } = await bundle.generate({
      format: 'iife',
      name: 'SwapWidgetBridge',
      minify: true,
    });
    const [chunk, ...rest] = output;
    if (chunk?.type !== 'chunk' || rest.some((o) => o.type === 'chunk')) {
      throw new Error('the bridge script must be one file');
    }
    return chunk.code;
  } finally {
    await bundle.close();
  }
}

/** Emits the plain host script as `fileName` into a build's output (pages and package). */
export function bridgeScriptPlugin(fileName: string): Plugin {
  return {
    name: 'swap-widget:bridge-script',
    apply: 'build',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: await buildBridgeScript() });
    },
  };
}
