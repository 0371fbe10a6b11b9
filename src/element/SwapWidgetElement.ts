import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { readOnceIdentity } from '../config/readOnceOptions';
import type { WidgetConfig } from '../config/widgetConfig';
import type { WidgetEvent, WidgetEventOf, WidgetEventType } from '../events/widgetEvents';
import { SwapWidget } from '../startup/SwapWidget';
import { ELEMENT_ATTRIBUTES, elementConfig } from './elementConfig';
import { adoptWidgetStyles } from './shadowStyles';

/** Every widget event, dispatched on the element as `swap-widget:<type>`. */
export const ELEMENT_EVENT_PREFIX = 'swap-widget:';

/** The element's events by name, for `addEventListener` typing. */
export type SwapWidgetElementEventMap = {
  [K in WidgetEventType as `${typeof ELEMENT_EVENT_PREFIX}${K}`]: CustomEvent<WidgetEventOf<K>>;
};

/**
 * On a server there is no `HTMLElement`: the class is then built on a stand-in, so importing it
 * touches no DOM; it is only ever registered in a browser (`defineSwapWidgetElement`).
 */
const ElementBase: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/**
 * `<swap-widget>`: the React widget in an open shadow root, so the page's styles cannot reach it
 * nor its styles the page. Configured by attributes (`api-url`, `theme`, `from-chain`, ...; see
 * `elementConfig.ts`) and the `config` property (the whole `WidgetConfig`, for `rpcUrls` and
 * `imageHosts`); either change re-renders. Each widget event is dispatched on the element as a
 * `CustomEvent` named `swap-widget:<type>` whose `detail` is the event (plain JSON), bubbling and
 * composed so a listener on the document hears it. Removing the element unmounts the widget.
 */
export class SwapWidgetElement extends ElementBase {
  static readonly observedAttributes = ELEMENT_ATTRIBUTES;

  #config: WidgetConfig | undefined;
  #root: Root | undefined;
  #container: HTMLDivElement | undefined;

  constructor() {
    super();
    // A page may set `config` before the element is defined: that value sits on the instance and
    // would hide the accessor, so it is taken through the accessor now.
    if (Object.hasOwn(this, 'config')) {
      const early = (this as { config?: WidgetConfig }).config;
      delete (this as { config?: WidgetConfig }).config;
      this.config = early;
    }
  }

  /** The whole config; attributes that are set take the place of their fields. */
  get config(): WidgetConfig | undefined {
    return this.#config;
  }

  set config(value: WidgetConfig | undefined | null) {
    if (value != null && typeof value !== 'object') {
      throw new TypeError('swap-widget: config must be an object (a WidgetConfig)');
    }
    this.#config = value ?? undefined;
    this.#render();
  }

  // Typed for the widget's events (`SwapWidgetElementEventMap`); any other name as usual.
  override addEventListener<K extends keyof SwapWidgetElementEventMap>(
    type: K,
    listener: (this: SwapWidgetElement, event: SwapWidgetElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void {
    super.addEventListener(type, listener, options);
  }

  override removeEventListener<K extends keyof SwapWidgetElementEventMap>(
    type: K,
    listener: (this: SwapWidgetElement, event: SwapWidgetElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  override removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
  override removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void {
    super.removeEventListener(type, listener, options);
  }

  connectedCallback(): void {
    if (!this.#root) {
      const shadow = this.shadowRoot ?? this.#attachShadow();
      this.#container = document.createElement('div');
      shadow.append(this.#container);
      this.#root = createRoot(this.#container);
    }
    this.#render();
  }

  disconnectedCallback(): void {
    // Moving the element disconnects and reconnects it at once: only a real removal unmounts.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = undefined;
      this.#container?.remove();
      this.#container = undefined;
    });
  }

  attributeChangedCallback(): void {
    this.#render();
  }

  #attachShadow(): ShadowRoot {
    const shadow = this.attachShadow({ mode: 'open' });
    adoptWidgetStyles(shadow);
    return shadow;
  }

  #render(): void {
    if (!this.#root) return;
    const config = elementConfig((name) => this.getAttribute(name), this.#config);
    this.#root.render(
      config
        ? createElement(SwapWidget, {
            // A change of what the widget reads once mounts a new one; all else follows.
            key: readOnceIdentity(config),
            config,
            onEvent: this.#dispatch,
          })
        : null,
    );
  }

  #dispatch = (event: WidgetEvent): void => {
    this.dispatchEvent(
      new CustomEvent(`${ELEMENT_EVENT_PREFIX}${event.type}`, {
        detail: event,
        bubbles: true,
        composed: true,
      }),
    );
  };
}
