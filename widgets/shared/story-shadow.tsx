// Storybook only: renders a widget's React component inside an open shadow root with the same
// adopted styles the custom element gets, so stories look like the real element without a server.
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import baseCss from './base.css?inline';
import { adoptStyles } from './adopt-styles.js';

export function InShadow({ css, children }: { css: string; children: ReactNode }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const [adopted, setAdopted] = useState(false);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    setAdopted(adoptStyles(shadow, [baseCss, css]));
    setRoot(shadow);
  }, [css]);
  return (
    <div ref={hostRef}>
      {root
        ? createPortal(
            <>
              {adopted ? null : <style>{`${baseCss}\n${css}`}</style>}
              {/* One element around the story (no box of its own) for the play functions' queries:
                  Testing Library takes an element, not a shadow root (widgets/shared/story-play.ts). */}
              <div data-story-root="" style={{ display: 'contents' }}>
                {children}
              </div>
            </>,
            root,
          )
        : null}
    </div>
  );
}
