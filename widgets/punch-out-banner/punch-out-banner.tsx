import { useEffect } from 'react';
import { $profile, $sessionState, ensureProfile, isPunchOutSession } from '../../core/index.js';
import { $punchOut, cancelPunchOutSession, markPunchOutSubmitted } from '../../core/stores/punch-out.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';
import { useStore } from '../shared/use-store.js';
import { PunchOutFormView } from '../shared/punch-out-form.js';

/**
 * `<shop-punch-out-banner>` (issue 16): in a punch-out session, says the user shops from the
 * procurement system and offers 'Annullér og vend tilbage' (pologout: an empty cart goes back, as a
 * form posted at once). Renders nothing for everybody else.
 */
export function PunchOutBanner() {
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const transfer = useStore($punchOut);

  useEffect(() => {
    void ensureProfile();
  }, []);

  // The session has ended on the server once the form is there: show it whatever the profile says now.
  if (transfer.status === 'form' && transfer.kind === 'cancel') {
    return (
      <div className="banner" part="banner">
        <PunchOutFormView form={transfer.form} kind="cancel" autoSubmit={!transfer.submitted} onSubmitted={markPunchOutSubmitted} />
      </div>
    );
  }
  if (session !== 'authenticated' || !isPunchOutSession(profile)) return null;

  const sending = transfer.status === 'sending';
  const cancelling = sending && transfer.kind === 'cancel';
  return (
    <div className="banner" part="banner">
      <p className="text">{daPunchOut.banner}</p>
      {transfer.status === 'error' && transfer.kind === 'cancel' ? <p className="problem" part="problem">{transfer.message}</p> : null}
      <button type="button" className="btn" part="cancel" disabled={sending} aria-busy={cancelling} onClick={() => void cancelPunchOutSession()}>
        {cancelling ? daPunchOut.returning : daPunchOut.cancelAndReturn}
      </button>
    </div>
  );
}
