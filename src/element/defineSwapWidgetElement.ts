import { SwapWidgetElement } from './SwapWidgetElement';

/**
 * Registers `<swap-widget>` (or `tagName`) and answers its class. Nothing happens on a server
 * (no `customElements`): it answers undefined. Calling it again for a tag it registered answers
 * the same class; a tag some other code registered is an error.
 */
export function defineSwapWidgetElement(
  tagName = 'swap-widget',
): typeof SwapWidgetElement | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(tagName);
  if (existing) {
    if (existing.prototype instanceof SwapWidgetElement)
      return existing as typeof SwapWidgetElement;
    throw new Error(`swap widget: <${tagName}> is already defined by other code`);
  }
  // A constructor can be registered under one name only: each tag gets its own subclass.
  const TaggedElement = class extends SwapWidgetElement {};
  customElements.define(tagName, TaggedElement);
  return TaggedElement;
}
