import { $profile, $sessionState, isPunchOutSession } from '../../core/index.js';
import { $punchOut, cancelPunchOutSession, markPunchOutSubmitted } from '../../core/stores/punch-out.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { useStore } from '../shared/use-store.js';
import { PunchOutFormView } from '../shared/punch-out-form.js';
import { adoptStyles, supportsAdoptedStyleSheets } from '../shared/adopt-styles.js';
import css from './punch-out-banner.css?inline';

/** The banner's CSS comes with this chunk (not with the element every page loads): adopted into the root. */
function adoptCss(el: HTMLElement | null): void {
  const root = el?.getRootNode();
  if (root instanceof ShadowRoot) adoptStyles(root, [css]);
}
const cssFallback = () => (supportsAdoptedStyleSheets() ? null : <style>{css}</style>);

/**
 * The banner's content (issue 16), loaded by punch-out-banner.tsx only in a punch-out session: says
 * the user shops from the procurement system and offers 'Annullér og vend tilbage' (pologout: an
 * empty cart goes back, as a form posted at once). Renders nothing for everybody else.
 */
export function PunchOutBannerPanel() {
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const transfer = useStore($punchOut);

  // The session has ended on the server once the form is there: show it whatever the profile says now.
  if (transfer.status === 'form' && transfer.kind === 'cancel') {
    return (
      <div ref={adoptCss} className="banner" part="banner">
        {cssFallback()}
        <PunchOutFormView form={transfer.form} kind="cancel" autoSubmit={!transfer.submitted} onSubmitted={markPunchOutSubmitted} />
      </div>
    );
  }
  if (session !== 'authenticated' || !isPunchOutSession(profile)) return null;

  const sending = transfer.status === 'sending';
  const cancelling = sending && transfer.kind === 'cancel';
  return (
    <div ref={adoptCss} className="banner" part="banner">
      {cssFallback()}
      <p className="text">{daPunchOut.banner}</p>
      {transfer.status === 'error' && transfer.kind === 'cancel' ? <p className="problem" part="problem">{transfer.message}</p> : null}
      <button type="button" className="btn" part="cancel" disabled={sending} aria-busy={cancelling} onClick={() => void cancelPunchOutSession()}>
        {cancelling ? daPunchOut.returning : daPunchOut.cancelAndReturn}
      </button>
    </div>
  );
}
