import { act, useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WidgetEvent } from '../events/widgetEvents';
import type { SwapWidgetProps } from '../startup/SwapWidget';
import * as swapWidget from '../startup/SwapWidget';
import { fakeExportForFile } from '../test/fakeExportForFile';
import { defineSwapWidgetElement } from './defineSwapWidgetElement';
import type { SwapWidgetElement } from './SwapWidgetElement';

/**
 * The element's own work, with the widget replaced by a stand-in that shows the config it got and
 * counts its mounts: the real widget inside the element is the e2e tests' (e2e/customElement).
 */
const widget = {
  mounts: 0,
  unmounts: 0,
  last: undefined as SwapWidgetProps | undefined,
};

fakeExportForFile(swapWidget, 'SwapWidget', (props: SwapWidgetProps) => {
  widget.last = props;
  useEffect(() => {
    widget.mounts += 1;
    return () => {
      widget.unmounts += 1;
    };
  }, []);
  return <output aria-label="config">{JSON.stringify(props.config)}</output>;
});

const TAG = 'test-swap-widget';
const API = 'https://api.example.com/v1';
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(async () => {
  // The removed elements unmount their widgets a microtask later: before the counts start over.
  await act(async () => document.body.replaceChildren());
  Object.assign(widget, { mounts: 0, unmounts: 0, last: undefined });
});

async function place(attributes: Record<string, string>, config?: object) {
  defineSwapWidgetElement(TAG);
  const element = document.createElement(TAG) as SwapWidgetElement;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (config) element.config = config as SwapWidgetElement['config'];
  await act(async () => document.body.append(element));
  return element;
}

const shown = (element: Element) =>
  JSON.parse(element.shadowRoot?.querySelector('output')?.textContent ?? 'null');

describe('<swap-widget>', () => {
  it('renders the widget in an open shadow root, with its styles, once it has an API URL', async () => {
    const element = await place({ theme: 'dark' });
    expect(element.shadowRoot).not.toBeNull();
    expect(shown(element)).toBeNull();
    await act(async () => element.setAttribute('api-url', API));
    expect(shown(element)).toEqual({ apiUrl: API, theme: 'dark' });
    const styled =
      (element.shadowRoot?.adoptedStyleSheets?.length ?? 0) > 0 ||
      element.shadowRoot?.querySelector('style') !== null;
    expect(styled).toBe(true);
    // Nothing of the widget is in the page's own tree.
    expect(element.childElementCount).toBe(0);
  });

  it('takes a config set before its tag was defined, and attributes over its fields', async () => {
    const tag = 'early-swap-widget';
    const element = document.createElement(tag) as HTMLElement & { config?: object };
    element.config = { apiUrl: API, theme: 'light', imageHosts: ['https://img.example'] };
    element.setAttribute('theme', 'dark');
    document.body.append(element);
    await act(async () => defineSwapWidgetElement(tag));
    expect(shown(element)).toEqual({
      apiUrl: API,
      theme: 'dark',
      imageHosts: ['https://img.example'],
    });
    expect((element as SwapWidgetElement).config).toEqual({
      apiUrl: API,
      theme: 'light',
      imageHosts: ['https://img.example'],
    });
  });

  it('re-renders on a change of theme, and mounts a new widget for a new start', async () => {
    const element = await place({ 'api-url': API, amount: '1' });
    expect(widget.mounts).toBe(1);
    await act(async () => element.setAttribute('theme', 'dark'));
    expect(shown(element)).toMatchObject({ theme: 'dark' });
    expect(widget.mounts).toBe(1);
    await act(async () => element.setAttribute('amount', '2'));
    expect(shown(element)).toMatchObject({ defaults: { amount: '2' } });
    expect(widget.mounts).toBe(2);
    await act(async () => {
      element.config = { apiUrl: API, instanceId: 'other' };
    });
    expect(shown(element)).toEqual({
      apiUrl: API,
      instanceId: 'other',
      theme: 'dark',
      defaults: { amount: '2' },
    });
    expect(widget.mounts).toBe(3);
    expect(() => {
      element.config = 'https://api.example.com' as never;
    }).toThrow(TypeError);
  });

  it('dispatches each widget event as a bubbling, composed CustomEvent named after its type', async () => {
    const element = await place({ 'api-url': API });
    const heard: Event[] = [];
    document.addEventListener('swap-widget:execution-failed', (e) => heard.push(e));
    const typed: string[] = [];
    element.addEventListener('swap-widget:execution-failed', (e) =>
      typed.push(e.detail.executionId),
    );
    const event: WidgetEvent = {
      type: 'execution-failed',
      executionId: 'x1',
      routeId: 'r1',
      final: false,
      error: { code: 'USER_REJECTED', message: 'Rejected in the wallet.' },
    };
    act(() => widget.last?.onEvent?.(event));
    expect(heard).toHaveLength(1);
    const [dom] = heard as CustomEvent[];
    expect(dom).toBeInstanceOf(CustomEvent);
    expect(dom?.detail).toEqual(event);
    expect(dom?.bubbles).toBe(true);
    expect(dom?.composed).toBe(true);
    expect(dom?.target).toBe(element);
    expect(typed).toEqual(['x1']);
  });

  it('unmounts the widget when removed, not when moved', async () => {
    const element = await place({ 'api-url': API });
    const other = document.createElement('div');
    document.body.append(other);
    await act(async () => other.append(element));
    expect(widget.unmounts).toBe(0);
    expect(shown(element)).toEqual({ apiUrl: API });
    await act(async () => element.remove());
    expect(widget.unmounts).toBe(1);
    expect(element.shadowRoot?.querySelector('output')).toBeNull();
    await act(async () => document.body.append(element));
    expect(widget.mounts).toBe(2);
    expect(shown(element)).toEqual({ apiUrl: API });
  });
});

describe('defineSwapWidgetElement', () => {
  it('answers the same class for a tag it defined, and refuses a tag of other code', () => {
    const first = defineSwapWidgetElement('twice-swap-widget');
    expect(defineSwapWidgetElement('twice-swap-widget')).toBe(first);
    expect(defineSwapWidgetElement('other-swap-widget')).not.toBe(first);
    customElements.define('taken-widget', class extends HTMLElement {});
    expect(() => defineSwapWidgetElement('taken-widget')).toThrow(/already defined by other code/);
  });
});
