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

/**
 * The explorer link to show for a transaction that `/status` linked (or a stored execution kept):
 * the service's link, or what storage holds, is not trusted to point at the chain's explorer
 * (a phishing page looks like one). With the transaction's hash known, the link is always the
 * chain's template filled with it, whatever was given; without it, the given link only when the
 * template filled with a hash-shaped value gives it back exactly; else none. Nothing is shown
 * without the chain's `/chains` entry, nor when nothing was linked.
 */
export function trustedTxUrl(
  chain: Pick<Chain, 'explorer'> | undefined,
  given: string | undefined,
  txnHash: string | undefined,
): string | undefined {
  if (!given || !chain) return undefined;
  if (txnHash) return explorerTxUrl(chain, txnHash);
  const value = templateValue(chain.explorer.txn, given);
  if (value === undefined) return undefined;
  return fillExplorerTemplate(chain.explorer.txn, value) === given ? given : undefined;
}

/** What stands in `url` where `template` has its placeholder: letters and digits only. */
function templateValue(template: string, url: string): string | undefined {
  const at = template.search(PLACEHOLDERS);
  const prefix = at < 0 ? `${trimTrailing(template, '/')}/` : template.slice(0, at);
  if (!url.startsWith(prefix)) return undefined;
  return /^[0-9A-Za-z]+/.exec(url.slice(prefix.length))?.[0];
}
