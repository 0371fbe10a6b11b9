import { useEffect, useState } from 'react';
import { afterPaint, hasPainted } from '../../lib/afterPaint';

/**
 * False in the widget's first frame, true once it is painted (`afterPaint`): a detail that would
 * make the first frame wait on work it does not need (an `Intl` format's locale data, say) shows
 * from the next frame.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(hasPainted);
  useEffect(() => {
    if (painted) return;
    let live = true;
    afterPaint().then(() => live && setPainted(true));
    return () => {
      live = false;
    };
  }, [painted]);
  return painted;
}
