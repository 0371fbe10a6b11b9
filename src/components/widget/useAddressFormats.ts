import { useEffect, useState } from 'react';
import {
  type AddressFormats,
  loadAddressFormats,
  loadedAddressFormats,
} from '../../lib/loadAddressFormats';

/**
 * The address format checks once they have loaded, else undefined. `needed`: an address waits
 * to be checked (a typed recipient, a deep link's tokens, a stored token), so they load now and
 * the caller renders again with them. Else they load after the first answers (`TokenPicker`).
 */
export function useAddressFormats(needed: boolean): AddressFormats | undefined {
  const [formats, setFormats] = useState(loadedAddressFormats);
  useEffect(() => {
    if (formats || !needed) return;
    let live = true;
    // A failed load is tried again when `needed` is next true.
    loadAddressFormats().then(
      (loaded) => live && setFormats(loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [formats, needed]);
  return formats ?? loadedAddressFormats();
}
