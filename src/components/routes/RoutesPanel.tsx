/** Routes for the current choice. Placeholder: an empty radiogroup. */
export function RoutesPanel() {
  return <div role="radiogroup" aria-label="Routes" />;
}
