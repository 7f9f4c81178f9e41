import { useEffect, useState } from 'react';

/** How far below the view an editor's fixed list starts its search (about a screenful of scrolling). */
const NEAR_VIEW_MARGIN_PX = 400;

/**
 * Issue 15 point 2 (decision 028): an editor's fixed list that starts below the fold searches when it
 * comes near the view, not during the page load: rendering its first 30 cards was the longest
 * main-thread task of the front page (Lighthouse TBT, mobile). The search page's own list (`enabled`
 * false), a list already in or near the view and a browser without IntersectionObserver search at once.
 */
export function useNearView(element: HTMLElement | null, enabled: boolean): boolean {
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined' || element.getBoundingClientRect().top < window.innerHeight + NEAR_VIEW_MARGIN_PX) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: `${NEAR_VIEW_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}
