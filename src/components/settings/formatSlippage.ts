/**
 * `50` bps -> `0.5%`. Its own file: the header shows it on the first screen, while the rest of
 * the slippage rules load with the settings dialog.
 */
export function formatSlippage(bps: number): string {
  return `${(bps / 100).toString()}%`;
}
