import type * as AddressFormatsModule from './addressFormats';
import { moduleOnDemand } from './moduleOnDemand';

/** The address format checks (`addressFormats.ts`): checksums, base58 and bech32 decoding. */
export type AddressFormats = typeof AddressFormatsModule;

/**
 * The checks are not in the first load: nothing on the first screen checks an address, but a
 * deep link's token addresses or a stored recipient.
 */
const addressFormats = moduleOnDemand<AddressFormats>(() => import('./addressFormats'));

/** Loads the address format checks once per page; a failed load is tried again by the next call. */
export const loadAddressFormats = addressFormats.load;

/** The checks if they have loaded, else undefined (then `loadAddressFormats`). */
export const loadedAddressFormats = addressFormats.loaded;
