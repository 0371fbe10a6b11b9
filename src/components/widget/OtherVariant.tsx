import { DrawerVariant } from './DrawerVariant';
import { WideSwapCard } from './WideSwapCard';

/**
 * The variants other than the compact card, as one chunk that only they load (a default export,
 * as `lazy` takes it: the first load carries one import for both).
 */
export default function OtherVariant({ variant }: { variant: 'wide' | 'drawer' }) {
  return variant === 'wide' ? <WideSwapCard /> : <DrawerVariant />;
}
