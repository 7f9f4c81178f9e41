import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineElement, wrapElement } from './define-element.js';

// Decision 028, third pass: an element renders when it is connected, not from each attribute of its
// upgrade before that (r2wc would mount it from every attributeChangedCallback, even when detached).
// The bundle renders with preact (synchronous); these tests run React 19, whose renders act() flushes.
const renders: string[] = [];
function Probe({ label, size }: { label?: string; size?: number }) {
  renders.push(`${label ?? '-'}/${size ?? '-'}`);
  return <p>{`${label ?? ''} ${size ?? ''}`}</p>;
}
const Element = wrapElement(Probe, { css: '', props: { label: 'string', size: 'number' } });

afterEach(() => {
  document.body.innerHTML = '';
  renders.length = 0;
});

describe('wrapElement', () => {
  it('upgrades an element already in the page with a render that has every attribute', async () => {
    document.body.innerHTML = '<test-probe-upgrade label="mælk" size="3"></test-probe-upgrade>';
    await act(async () => void defineElement('test-probe-upgrade', class extends Element {}));
    expect(renders).toEqual(['mælk/3']);
    expect(document.querySelector('test-probe-upgrade')!.shadowRoot!.querySelector('p')!.textContent).toBe('mælk 3');
  });

  it('renders a created element only once it is connected, and again when an attribute changes', async () => {
    defineElement('test-probe-created', class extends Element {});
    const el = document.createElement('test-probe-created');
    await act(async () => {
      el.setAttribute('label', 'ost');
      el.setAttribute('size', '2');
    });
    expect(renders).toEqual([]);
    expect(el.shadowRoot!.childNodes).toHaveLength(0);
    await act(async () => void document.body.append(el));
    expect(renders).toEqual(['ost/2']);
    await act(async () => el.setAttribute('size', '4'));
    expect(renders).toEqual(['ost/2', 'ost/4']);
    expect(el.shadowRoot!.querySelector('p')!.textContent).toBe('ost 4');
  });

  it('renders nothing while disconnected and the new attributes when put back', async () => {
    defineElement('test-probe-moved', class extends Element {});
    const el = document.createElement('test-probe-moved');
    await act(async () => void document.body.append(el));
    await act(async () => {
      el.remove();
      el.setAttribute('label', 'smør');
    });
    expect(renders).toEqual(['-/-']);
    await act(async () => void document.body.append(el));
    expect(renders).toEqual(['-/-', 'smør/-']);
  });
});
