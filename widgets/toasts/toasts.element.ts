/**
 * `<shop-toasts>`: the page's toasts, in ONE polite live region (role=status, aria-live=polite,
 * aria-atomic=false; errors included, see toasts.tsx). Place it once per page; every widget
 * pushes into the shared $toasts store. Fixed bottom-right, full width on mobile (<= 720 px).
 *
 * Attributes: none. Events: none.
 *
 * CSS parts: `region`, `toast`, `toast-success`, `toast-error`, `toast-warning`, `toast-info`.
 * Custom properties: `--shop-color-success`, `--shop-color-error`, `--shop-color-warning`,
 * `--shop-color-primary`, `--shop-color-focus`, `--shop-radius`, `--shop-font`,
 * `--shop-toast-offset` (distance from the viewport edge, default 1rem), `--shop-toast-z` (1000).
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { Toasts } from './toasts.js';
import css from './toasts.css?inline';

export const tag = 'shop-toasts';

export const ShopToastsElement = defineElement(tag, wrapElement<object>(Toasts, { css }));
