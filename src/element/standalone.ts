/**
 * The script for plain HTML pages (`dist-lib/element/swap-widget.element.js`, built by
 * `vite.element.config.ts` with React and everything else bundled): loading it registers
 * `<swap-widget>`.
 */
import { defineSwapWidgetElement } from './defineSwapWidgetElement';

defineSwapWidgetElement();
