import { useEffect, useRef } from 'react';
import { safeUrl } from '../../core/index.js';
import type { PunchOutForm } from '../../core/schemas/punch-out.js';
import type { PunchOutKind } from '../../core/stores/punch-out.js';
import { daPunchOut } from '../../core/texts/da-punch-out.js';

export interface PunchOutFormViewProps {
  /** What completepoorder or pologout answered. */
  form: PunchOutForm;
  /** The basket goes back ('transfer') or an empty cart does ('cancel'): what the status line says. */
  kind: PunchOutKind;
  /** Post at once when shown; false once it has been posted (a remounted widget shows the button only). */
  autoSubmit: boolean;
  /** Called right after the automatic post (core's markPunchOutSubmitted). */
  onSubmitted?: () => void;
}

/**
 * Issue 16: the procurement system's form, as a real `<form method="post" action target>` with the
 * answer's fields as hidden inputs. It is posted once when shown; the visible button ('Overfør nu') posts
 * it by hand if the browser did not follow (the OCI/cXML browser round trip needs a real top-level post,
 * not fetch). The action passes the URL allow-list (https, or http on localhost), like every address
 * built from data (traps.md).
 */
export function PunchOutFormView({ form, kind, autoSubmit, onSubmitted }: PunchOutFormViewProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const posted = useRef(false);
  const action = safeUrl(form.action);

  useEffect(() => {
    if (!autoSubmit || posted.current || !action || !formRef.current) return;
    posted.current = true;
    formRef.current.submit();
    onSubmitted?.();
  }, [autoSubmit, action, onSubmitted]);

  if (!action) {
    return <p className="problem punch-out-status" part="punch-out-status" role="alert">{daPunchOut.formAddressRefused}</p>;
  }
  return (
    <div className="punch-out-form" part="punch-out-form">
      <p className="punch-out-status" part="punch-out-status" role="status" aria-live="polite">
        {kind === 'transfer' ? daPunchOut.transferring : daPunchOut.returning}
      </p>
      <form ref={formRef} method="post" action={action} target={form.target || '_top'}>
        {form.fields.map((field, index) => (
          <input key={`${index}-${field.name}`} type="hidden" name={field.name} value={field.value} />
        ))}
        <p className="punch-out-hint">{daPunchOut.transferHint}</p>
        <button type="submit" className="btn" part="punch-out-submit">{daPunchOut.transferNow}</button>
      </form>
    </div>
  );
}
