/** The widget's main button. Placeholder: always asks to connect a wallet. */
export function MainActionButton() {
  return (
    <button type="button" disabled>
      Connect wallet
    </button>
  );
}
