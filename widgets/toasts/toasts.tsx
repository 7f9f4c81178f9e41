import { $toasts, da, dismissToast, holdToast, releaseToast, safeUrl } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';

/**
 * The page's one live region for toasts (§2). Decision: ONE region, role=status, aria-live=polite,
 * aria-atomic=false, for every kind including errors: the errors shown here follow the user's own
 * action (an amount, an add), so a polite announcement is heard right away without interrupting,
 * and one region means no toast is read twice. Errors are marked visually and with a hidden
 * 'Fejl:' prefix instead.
 */
export function Toasts() {
  const toasts = useStore($toasts);
  return (
    <div className="region" role="status" aria-live="polite" aria-atomic="false" aria-label={da.notifications} part="region">
      {toasts.map((t) => {
        return (
          // A toast waits while the user points at it or tabs into it (WCAG 2.2.1). Focus handlers sit on
          // the focusable elements: preact's onFocus does not bubble.
          <div
            key={t.id}
            className={`toast toast-${t.kind}`}
            part={`toast toast-${t.kind}`}
            onPointerEnter={() => holdToast(t.id)}
            onPointerLeave={() => releaseToast(t.id)}
          >
            <p className="message">
              {t.kind === 'error' ? <span className="visually-hidden">{da.errorPrefix} </span> : null}
              {t.message}
              {[t.link, t.more].map((link, i) => {
                const to = link && safeUrl(link.href);
                return link && to ? (
                  <span key={i}>
                    {' '}
                    <a className="link" href={to} onFocus={() => holdToast(t.id)} onBlur={() => releaseToast(t.id)}>
                      {link.text}
                    </a>
                  </span>
                ) : null;
              })}
            </p>
            <button
              type="button"
              className="close"
              onClick={() => dismissToast(t.id)}
              onFocus={() => holdToast(t.id)}
              onBlur={() => releaseToast(t.id)}
            >
              {da.close}
            </button>
          </div>
        );
      })}
    </div>
  );
}
