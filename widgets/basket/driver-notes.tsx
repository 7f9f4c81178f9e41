import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { $driverNotes, clearDriverNotesMessage, loadDriverNotes, saveDriverNotesForm } from '../../core/stores/driver-notes.js';
import { hasDriverNotes, type DriverNotesFields } from '../../core/rules/driver-notes.js';
import { MAX_CONTACT_PHONE_LENGTH, MAX_DOOR_CODE_LENGTH, MAX_DRIVER_NOTE_LENGTH, MAX_DROP_LOCATION_LENGTH } from '../../core/schemas/driver-notes.js';
import { daDrivers } from '../../core/texts/da-drivers.js';
import { useStore } from '../shared/use-store.js';

const FIELDS: { key: keyof DriverNotesFields; label: () => string; max: number; type?: string; multiline?: boolean }[] = [
  { key: 'doorCode', label: () => daDrivers.doorCode, max: MAX_DOOR_CODE_LENGTH },
  { key: 'dropLocation', label: () => daDrivers.dropLocation, max: MAX_DROP_LOCATION_LENGTH },
  { key: 'contactPhone', label: () => daDrivers.contactPhone, max: MAX_CONTACT_PHONE_LENGTH, type: 'tel' },
  { key: 'note', label: () => daDrivers.note, max: MAX_DRIVER_NOTE_LENGTH, multiline: true },
];

/**
 * 'Besked til chaufføren' (issue 22 point 6, §7 driversget, driverset): the department's standing notes
 * for the driver beside 'leave unattended' on the basket page; shared by the department's users, so
 * they apply to every delivery. Compact when read, a small form when edited.
 */
export function DriverNotesBlock() {
  const state = useStore($driverNotes);
  const [editing, setEditing] = useState<DriverNotesFields | null>(null);
  const id = useId();

  useEffect(() => {
    void loadDriverNotes();
  }, []);

  if (state.status === 'idle' || state.status === 'loading') return <p className="driver-notes muted">{daDrivers.loading}</p>;
  if (state.status === 'failed') return <p className="driver-notes muted">{daDrivers.failed}</p>;

  const { notes } = state;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (editing && (await saveDriverNotesForm(editing))) setEditing(null);
  }

  return (
    <section className="driver-notes" part="driver-notes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="field-label">{daDrivers.heading}</h3>
      {editing ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          {FIELDS.map((field) => {
            const invalid = field.key === 'contactPhone' && state.error === 'phoneInvalid';
            const common = {
              id: `${id}-${field.key}`,
              name: field.key,
              maxLength: field.max,
              value: editing[field.key],
              'aria-invalid': invalid || undefined,
              'aria-describedby': invalid ? `${id}-phone-error` : undefined,
              onChange: (e: { currentTarget: { value: string } }) => setEditing({ ...editing, [field.key]: e.currentTarget.value }),
            };
            return (
              <div className="field" key={field.key}>
                <label htmlFor={common.id}>{field.label()}</label>
                {field.multiline ? <textarea className="textarea" rows={2} {...common} /> : <input className="input" type={field.type ?? 'text'} {...common} />}
                {invalid ? <p id={`${id}-phone-error`} className="error">{daDrivers.phoneInvalid}</p> : null}
              </div>
            );
          })}
          <div className="actions">
            <button type="submit" className="btn" disabled={state.saving} aria-disabled={state.saving || undefined}>{state.saving ? daDrivers.saving : daDrivers.save}</button>
            <button type="button" className="btn btn-secondary" onClick={() => { clearDriverNotesMessage(); setEditing(null); }}>{daDrivers.cancel}</button>
          </div>
        </form>
      ) : (
        <>
          {hasDriverNotes(notes) ? (
            <dl className="driver-notes-list">
              {FIELDS.filter((f) => notes[f.key] !== '').map((f) => (
                <div key={f.key}>
                  <dt>{f.label()}</dt>
                  <dd>{notes[f.key]}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="muted">{daDrivers.empty}</p>
          )}
          {notes.updatedByName ? <p className="hint">{daDrivers.updatedBy(notes.updatedByName)}</p> : null}
          {notes.canEdit ? (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                clearDriverNotesMessage();
                setEditing({ doorCode: notes.doorCode, dropLocation: notes.dropLocation, contactPhone: notes.contactPhone, note: notes.note });
              }}
            >
              {daDrivers.edit}
            </button>
          ) : null}
        </>
      )}
      <div role="status" aria-live="polite" className="status-region">
        {state.saved ? <p>{daDrivers.saved}</p> : null}
        {state.error === 'saveFailed' ? <p className="error">{daDrivers.saveFailed}</p> : null}
      </div>
    </section>
  );
}
