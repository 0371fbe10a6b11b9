import type { QuoteRequest } from '../api/types';
import { isPlaceholderAddress } from '../lib/addresses';

// Read by the main button (loaded on demand), not by the quoting of the first load.

/**
 * True when the request (or a route quoted from it) was made for a placeholder wallet, as sender
 * or as recipient: such a route is for showing only.
 */
export function isQuotedForPlaceholder(
  req: Pick<QuoteRequest, 'userWalletAddress' | 'recipient'>,
): boolean {
  return (
    isPlaceholderAddress(req.userWalletAddress) ||
    (req.recipient !== undefined && isPlaceholderAddress(req.recipient))
  );
}
