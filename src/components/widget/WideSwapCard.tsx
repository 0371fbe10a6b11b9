import { useRef } from 'react';
import { type FormLayout, SwapCard } from './SwapCard';
import { useWideLayout } from './useWideLayout';

/**
 * The form's parts in two columns: the routes on the right, across the rows of the others (an
 * empty last row takes their height, so the left column stays packed).
 */
const SIDE_BY_SIDE: FormLayout = {
  form: 'grid grid-cols-2 grid-rows-[auto_auto_auto_1fr] items-start gap-x-4 gap-y-3',
  left: 'col-start-1',
  routes: 'col-start-2 row-start-1 row-end-5',
};

/**
 * The wide variant: the card up to 1080 px wide, the routes beside the form where the card has
 * 900 px or more, stacked under it (as the compact card) below that.
 */
export function WideSwapCard() {
  const ref = useRef<HTMLElement>(null);
  const sideBySide = useWideLayout(ref);
  return (
    <SwapCard ref={ref} maxWidth="max-w-[1080px]" layout={sideBySide ? SIDE_BY_SIDE : undefined} />
  );
}
