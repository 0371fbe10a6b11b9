/**
 * A token symbol from the API, inline: a long one is cut with an ellipsis so it never widens the
 * card; the whole symbol stays in the text (screen readers, copy) and in `title`.
 */
export function TokenSymbol({ symbol }: { symbol: string }) {
  return (
    <span
      data-token-symbol=""
      className="inline-block max-w-40 truncate align-bottom"
      title={symbol}
    >
      {symbol}
    </span>
  );
}
