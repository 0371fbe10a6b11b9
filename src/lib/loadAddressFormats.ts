import type * as AddressFormatsModule from './addressFormats';

/** The address format checks (`addressFormats.ts`): checksums, base58 and bech32 decoding. */
export type AddressFormats = typeof AddressFormatsModule;

let loaded: AddressFormats | undefined;
let loading: Promise<AddressFormats> | undefined;

/**
 * Loads the address format checks once per page. They are not in the first load: nothing on
 * the first screen checks an address, but a deep link's token addresses or a stored recipient.
 * A failed load is tried again by the next call.
 */
export function loadAddressFormats(): Promise<AddressFormats> {
  loading ??= import('./addressFormats').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The checks if they have loaded, else undefined (then `loadAddressFormats`). */
export function loadedAddressFormats(): AddressFormats | undefined {
  return loaded;
}
