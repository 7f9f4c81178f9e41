// Wraps a React component as a custom element (r2wc, open shadow root, adopted styles) and defines
// it once: a CMS easily includes the script twice, and a second define throws (traps.md).
import { createElement, Fragment } from 'react';
import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import baseCss from './base.css?inline';
import { adoptStyles } from './adopt-styles.js';
import { provideShoppingListActions } from '../../core/stores/shopping-list-state.js';

// Issue 22 point 4: shopping-list mode's code loads only when an add or the mini basket needs it.
provideShoppingListActions(() => import('../../core/stores/shopping-list.js'));

type R2wcType = 'string' | 'number' | 'boolean' | 'json' | 'method';

export interface WrapOptions<P> {
  /** Component CSS (text); the shared base.css always comes first. */
  css: string;
  /** camelCase prop -> attribute type. Attributes are the dashed names (searchUrl -> search-url). */
  props?: Partial<Record<Extract<keyof P, string>, R2wcType>>;
  /** Event props (onLogin -> 'login' event). Dispatched with bubbles and composed. */
  events?: Extract<keyof P, string>[];
}

/**
 * r2wc's "may render" flag (a global symbol of @r2wc/core). r2wc starts it true, so an element upgraded
 * with N attributes renders N times from attributeChangedCallback (the constructor has already read every
 * attribute) and then once more from connectedCallback, all inside the task that defines it: decision 028's
 * third pass measured the upgrade renders as the longest part of each element's task. Starting it false
 * keeps the attribute parsing and leaves the one render to connectedCallback (r2wc sets it true there and
 * false on disconnect, as before).
 */
const MAY_RENDER = Symbol.for('r2wc.connected');

/** r2wc passes the shadow root as the hidden `container` prop. */
interface ContainerProps {
  container?: ShadowRoot | HTMLElement;
}

export function wrapElement<P extends object>(Component: ComponentType<P>, options: WrapOptions<P>): CustomElementConstructor {
  const cssTexts = [baseCss, options.css];
  function Styled(props: P & ContainerProps) {
    const { container, ...rest } = props;
    // Idempotent: the first render adopts the shared sheets before anything is painted.
    const adopted = container instanceof ShadowRoot ? adoptStyles(container, cssTexts) : false;
    return createElement(
      Fragment,
      null,
      adopted ? null : createElement('style', null, cssTexts.join('\n')),
      createElement(Component, rest as P),
    );
  }
  Styled.displayName = `Styled(${Component.displayName ?? Component.name})`;
  const events = Object.fromEntries((options.events ?? []).map((name) => [name, { bubbles: true, composed: true }]));
  const Element = r2wc(Styled as ComponentType<P & ContainerProps>, {
    shadow: 'open',
    props: (options.props ?? {}) as never,
    events: events as never,
  });
  return class extends Element {
    constructor() {
      super();
      (this as unknown as Record<symbol, boolean>)[MAY_RENDER] = false;
    }
  };
}

/** `customElements.get(tag) ?? customElements.define(tag, ctor)`, returning the defined class. */
export function defineElement(tag: string, ctor: CustomElementConstructor): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  customElements.define(tag, ctor);
  return ctor;
}
