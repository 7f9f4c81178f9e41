// Bundling, not behaviour: reaching core through its index, as every other chunk does, keeps esbuild
// from splitting the search page's shared chunk in two for this chunk's sake (+0.8 KB min+gzip measured
// with bench/size-budget.ts without this line).
import '../../core/index.js';
import { $postponing, postponePasswordReminder } from '../../core/stores/password-reminder.js';
import { CHANGE_PASSWORD_PATH, daLogin2 } from '../../core/texts/da-login2.js';
import { useStore } from '../shared/use-store.js';
import { adoptStyles, supportsAdoptedStyleSheets } from '../shared/adopt-styles.js';
import css from './password-reminder.css?inline';

/** The notice's CSS comes with this chunk (not with the element every page loads): adopted into the root. */
function adoptCss(el: HTMLElement | null): void {
  const root = el?.getRootNode();
  if (root instanceof ShadowRoot) adoptStyles(root, [css]);
}

/**
 * The notice (issue 19 point 3), loaded by password-reminder.tsx only while the profile says
 * passwordChangeDue: 'Skift adgangskode' (the change page) and 'Påmind mig om 30 dage' (postPone).
 */
export function PasswordReminderPanel() {
  const busy = useStore($postponing);
  return (
    // A plain strip in the header, not a landmark of its own (as the punch-out banner).
    <div ref={adoptCss} className="reminder" part="reminder">
      {supportsAdoptedStyleSheets() ? null : <style>{css}</style>}
      <p className="text">{daLogin2.reminderText}</p>
      <div className="actions">
        <a className="btn" part="change" href={CHANGE_PASSWORD_PATH}>{daLogin2.reminderChange}</a>
        <button
          type="button"
          className="btn btn-secondary"
          part="postpone"
          disabled={busy}
          aria-disabled={busy || undefined}
          onClick={() => void postponePasswordReminder()}
        >
          {daLogin2.reminderPostpone}
        </button>
      </div>
    </div>
  );
}
