import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/**
 * True once the widget's first answers are on screen: the first time no query of this instance
 * is fetching after some were, or after `maxWaitMs` at the latest. Optional work (the EVM wallet
 * stack, the picker's code) waits for it, so a deep link's first route is not painted behind it.
 */
export function useAfterStartup(maxWaitMs = 2_500): boolean {
  const fetching = useIsFetching();
  const [ready, setReady] = useState(false);
  const sawFetching = useRef(false);
  useEffect(() => {
    if (fetching > 0) sawFetching.current = true;
    else if (sawFetching.current) setReady(true);
  }, [fetching]);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [maxWaitMs]);
  return ready;
}
