import { trimTrailing } from '../lib/trimTrailing';
import type { Chain } from './types';

/**
 * Explorer links from a chain's URL templates. The live service writes placeholders in braces
 * (`https://solscan.io/tx/{txnHash}`, `{address}`, `{tokenAddress}`); `{{name}}`, `${name}`,
 * `:name` and `<name>` spellings are filled too, and a template without a placeholder gets the
 * value appended as a path segment. Only http(s) templates produce a link, so a hostile
 * `javascript:` template can never reach an `href`.
 */

// Global for `replace`; `search` and `replace` both start at 0 whatever `lastIndex` says.
const PLACEHOLDERS =
  /\{\{\s*\w+\s*\}\}|\$\{\s*\w+\s*\}|\{\s*\w+\s*\}|<\w+>|:(?:txnHash|txHash|hash|address|tokenAddress|token)\b/g;

export function fillExplorerTemplate(template: string, value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(template.replace(PLACEHOLDERS, 'PLACEHOLDER'));
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const encoded = encodeURIComponent(value);
  if (template.search(PLACEHOLDERS) >= 0) return template.replace(PLACEHOLDERS, encoded);
  return `${trimTrailing(template, '/')}/${encoded}`;
}

export function explorerTxUrl(chain: Pick<Chain, 'explorer'>, txnHash: string): string | undefined {
  return fillExplorerTemplate(chain.explorer.txn, txnHash);
}

export function explorerTokenUrl(
  chain: Pick<Chain, 'explorer'>,
  tokenAddress: string,
): string | undefined {
  return fillExplorerTemplate(chain.explorer.token, tokenAddress);
}

/** Falls back to the transaction template with `/tx/` swapped for `/address/` when absent. */
export function explorerAddressUrl(
  chain: Pick<Chain, 'explorer'>,
  address: string,
): string | undefined {
  const template = chain.explorer.address ?? deriveAddressTemplate(chain.explorer.txn);
  return template === undefined ? undefined : fillExplorerTemplate(template, address);
}

function deriveAddressTemplate(txnTemplate: string): string | undefined {
  return /\/tx\//.test(txnTemplate) ? txnTemplate.replace('/tx/', '/address/') : undefined;
}
