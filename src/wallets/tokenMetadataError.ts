import {
  type ShortMessage,
  WidgetError,
  type WidgetErrorCode,
  type WidgetErrorOptions,
} from '../lib/widgetError';

/** What the chain itself says about a token the API does not list. */
export interface OnChainTokenMetadata {
  decimals: number;
  symbol?: string;
  name?: string;
}

/**
 * A token that cannot be checked on its chain: `INVALID_TOKEN` when the chain says the address is
 * no token, `RPC_ERROR` when the chain could not be asked, `UNSUPPORTED_NETWORK` when the widget
 * cannot check tokens of that network type (or the chain has no RPC).
 */
export class TokenMetadataError extends WidgetError {
  override name = 'TokenMetadataError';
  constructor(
    shortMessage: ShortMessage,
    options: WidgetErrorOptions & {
      code?: Extract<WidgetErrorCode, 'INVALID_TOKEN' | 'RPC_ERROR' | 'UNSUPPORTED_NETWORK'>;
    } = {},
  ) {
    super(options.code ?? 'INVALID_TOKEN', shortMessage, options);
  }
}
