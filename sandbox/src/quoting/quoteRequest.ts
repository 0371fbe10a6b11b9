import { parseUnits } from 'viem';
import { isValidAddress } from '../addresses';
import type { Catalog } from '../catalog/catalog';
import { echoInput } from '../echoInput';
import { badParam } from '../errors';
import { PROVIDERS, type Provider, providerById } from '../providers/index';
import type { WireAsset } from '../wire';
import type { FeeSettings } from './fees';
import { usdValue } from './pricing';
import { type QuoteQuery, readQuoteQuery } from './quoteQuery';

/** A `/quotes` request checked against the catalog, with every default of docs/routing-api.md §4.1
 * applied. */
export interface ResolvedQuote {
  from: WireAsset;
  to: WireAsset;
  inputAmount: bigint;
  userWalletAddress: string;
  recipient: string;
  slippageBps: number;
  /** Lite mode in effect: asked for AND both chains are `sol` (docs/routing-api.md §4.1,
   * rule 1). */
  lite: boolean;
  maxAccounts: number;
  providers: Provider[];
  fees: FeeSettings;
  feeBps: number;
  skipChecks: boolean;
}

const DEFAULT_SLIPPAGE_BPS = 50;
const MAX_SLIPPAGE_BPS = 5_000;
const LITE_MAX_ACCOUNTS = 20;
const STANDARD_MAX_ACCOUNTS = 64;
/** Above this the request is surely a mistake (a missing decimal point, units for display). */
const MAX_INPUT_USD = 1e9;

/** Reads the query (with the sandbox's own `readQuoteQuery`, never the widget's decoder) and
 * checks it against the catalog; throws 400 BAD_REQUEST naming the parameter. */
export function resolveQuoteRequest(catalog: Catalog, query: URLSearchParams): ResolvedQuote {
  return resolve(catalog, readQuoteQuery(query));
}

function asset(
  catalog: Catalog,
  chainParam: string,
  chainId: string,
  addrParam: string,
  address: string,
) {
  if (!catalog.chain(chainId)) throw badParam(chainParam, `unknown chain "${echoInput(chainId)}"`);
  const token = catalog.token(chainId, address);
  if (!token) throw badParam(addrParam, `no token ${echoInput(address)} on chain ${chainId}`);
  return token;
}

function resolve(catalog: Catalog, r: QuoteQuery): ResolvedQuote {
  const from = asset(catalog, 'fromChainId', r.fromChainId, 'fromAssetAddress', r.fromAssetAddress);
  const to = asset(catalog, 'toChainId', r.toChainId, 'toAssetAddress', r.toAssetAddress);
  if (from === to) throw badParam('toAssetAddress', 'same asset as fromAssetAddress');

  let inputAmount: bigint;
  if ('inputAmount' in r.amount) {
    inputAmount = r.amount.inputAmount;
  } else {
    const display = r.amount.inputAmountDisplay;
    const fraction = display.split('.')[1] ?? '';
    if (fraction.length > from.decimals) {
      throw badParam(
        'inputAmountDisplay',
        `more than ${from.decimals} decimals for ${from.symbol}`,
      );
    }
    inputAmount = parseUnits(display, from.decimals);
  }
  const amountParam = 'inputAmount' in r.amount ? 'inputAmount' : 'inputAmountDisplay';
  if (inputAmount <= 0n) throw badParam(amountParam, 'must be greater than zero');
  if (usdValue(inputAmount, from) > MAX_INPUT_USD) {
    throw badParam(
      amountParam,
      `worth more than $${MAX_INPUT_USD.toLocaleString('en')}; check the units`,
    );
  }

  if (!isValidAddress(from.networkType, r.userWalletAddress)) {
    throw badParam('userWalletAddress', `not a valid ${from.networkType} address`);
  }
  const recipient = r.recipient ?? r.userWalletAddress;
  const skipChecks = r.skipChecks ?? false;
  if (!skipChecks && !isValidAddress(to.networkType, recipient)) {
    throw badParam(
      'recipient',
      r.recipient === undefined
        ? `required: userWalletAddress is not a valid ${to.networkType} address for the destination`
        : `not a valid ${to.networkType} address`,
    );
  }

  const slippageBps = r.slippageBps ?? DEFAULT_SLIPPAGE_BPS;
  if (slippageBps > MAX_SLIPPAGE_BPS) {
    throw badParam('slippage', `at most ${MAX_SLIPPAGE_BPS} basis points`);
  }

  const lite = (r.lite ?? false) && from.chainId === 'sol' && to.chainId === 'sol';
  const maxAccounts = r.maxAccounts ?? (lite ? LITE_MAX_ACCOUNTS : STANDARD_MAX_ACCOUNTS);

  return {
    from,
    to,
    inputAmount,
    userWalletAddress: r.userWalletAddress,
    recipient,
    slippageBps,
    lite,
    maxAccounts,
    providers: selectProviders(r, lite),
    fees: { ...r.solanaOptions, ...r.evmOptions },
    feeBps: r.feeBps ?? 0,
    skipChecks,
  };
}

function knownIds(param: string, ids: string[] | undefined): Set<string> | undefined {
  if (ids === undefined) return undefined;
  const unknown = ids.find((id) => !providerById(id));
  if (unknown) {
    throw badParam(
      param,
      `unknown provider "${echoInput(unknown)}" (known: ${PROVIDERS.map((p) => p.id).join(', ')})`,
    );
  }
  return new Set(ids);
}

/** include, then exclude, then recommendedProvider; lite keeps only the two lite providers. */
function selectProviders(r: QuoteQuery, lite: boolean): Provider[] {
  const include = knownIds('include', r.include);
  const exclude = knownIds('exclude', r.exclude);
  return PROVIDERS.filter(
    (p) =>
      (!include || include.has(p.id)) &&
      !exclude?.has(p.id) &&
      (!r.recommendedProvider || p.recommended) &&
      (!lite || p.liteFormat !== undefined),
  );
}
