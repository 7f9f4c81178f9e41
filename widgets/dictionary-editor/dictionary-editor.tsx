// <shop-dictionary-editor> (issue 17 §1, /cms/ordbog): the editor searches the shop's texts by key or
// text, edits one, and resets it to the default (confirmed in a native <dialog>). The server checks a
// text and answers in Danish; the message shows at the field. State and calls: core/stores/dictionary-editor.ts.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { $shopConfig, safeUrl } from '../../core/index.js';
import type { DictionaryEditorEntry } from '../../core/schemas/dictionary-editor.js';
import { MAX_DICTIONARY_QUERY, MAX_DICTIONARY_TEXT, placeholderList } from '../../core/rules/dictionary-override.js';
import { $dictionaryEditor, ensureDictionaryLoaded, resetDictionaryEntry, saveDictionaryEntry, searchDictionary } from '../../core/stores/dictionary-editor.js';
import { daDictionaryEditor as t } from '../../core/texts/da-dictionary-editor.js';
import { useModal } from '../shared/use-modal.js';
import { useStore } from '../shared/use-store.js';

/** The search waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface DictionaryEditorProps {
  /** The heading above the search, default "Shoppens tekster"; "" leaves it out. */
  heading?: string;
}

export function DictionaryEditor({ heading }: DictionaryEditorProps) {
  const state = useStore($dictionaryEditor);
  const config = useStore($shopConfig);
  const id = useId();
  const [query, setQuery] = useState(state.query);
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<string | null>(null);

  useEffect(() => ensureDictionaryLoaded(), []);
  // The search follows what the editor types, after a pause; the state's query is the start value.
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => void searchDictionary(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // The number of results is announced when a search answers; a save or reset announces itself.
  const total = state.status === 'ready' ? state.total : null;
  useEffect(() => {
    if (total !== null) setStatus(t.results(total));
  }, [total, state.query]);

  const title = heading ?? t.heading;
  const loginHref = safeUrl(config.loginUrl) ?? '/';

  let body: ReactNode;
  if (state.status === 'anonymous') {
    body = <p className="note" part="note"><a href={loginHref}>{t.loginNeeded}</a></p>;
  } else if (state.status === 'forbidden') {
    body = <p className="note" part="note">{t.editorsOnly}</p>;
  } else {
    body = (
      <>
        <form className="search" role="search" part="search" onSubmit={(e) => { e.preventDefault(); void searchDictionary(query.trim()); }}>
          <label htmlFor={`${id}-q`}>{t.searchLabel}</label>
          <input id={`${id}-q`} type="search" value={query} maxLength={MAX_DICTIONARY_QUERY} aria-describedby={`${id}-q-hint`} onChange={(e) => { typed.current = true; setQuery(e.currentTarget.value); }} />
          <p id={`${id}-q-hint`} className="hint">{t.searchHint}</p>
        </form>
        {state.status === 'loading' ? <p className="note">{t.loading}</p> : null}
        {state.status === 'failed' ? (
          <p className="note error" role="alert">
            {t.failed} <button type="button" className="btn btn-secondary" onClick={() => void searchDictionary(query.trim())}>{t.retry}</button>
          </p>
        ) : null}
        {state.status === 'ready' ? (
          <Results entries={state.entries} total={state.total} editing={editing} setEditing={setEditing} announce={setStatus} />
        ) : null}
      </>
    );
  }

  return (
    <section className="dictionary-editor" part="container" aria-labelledby={title ? `${id}-title` : undefined}>
      {title ? <h2 id={`${id}-title`} className="heading" part="heading">{title}</h2> : null}
      {body}
      <p className="visually-hidden" role="status" aria-live="polite">{status}</p>
    </section>
  );
}

interface ResultsProps {
  entries: DictionaryEditorEntry[];
  total: number;
  editing: string | null;
  setEditing: (key: string | null) => void;
  announce: (message: string) => void;
}

function Results({ entries, total, editing, setEditing, announce }: ResultsProps) {
  if (entries.length === 0) return <p className="note">{t.noResults}</p>;
  return (
    <>
      <p className="count">{entries.length < total ? t.resultsShown(entries.length, total) : t.results(total)}</p>
      <table className="table" part="table">
        <thead>
          <tr>
            <th scope="col">{t.columnKey}</th>
            <th scope="col">{t.columnText}</th>
            <th scope="col">{t.columnDefault}</th>
            <th scope="col">{t.columnUsedBy}</th>
            <th scope="col"><span className="visually-hidden">{t.edit}</span></th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <Row key={entry.key} entry={entry} open={editing === entry.key} setEditing={setEditing} announce={announce} />
          ))}
        </tbody>
      </table>
    </>
  );
}

function Row({ entry, open, setEditing, announce }: { entry: DictionaryEditorEntry; open: boolean; setEditing: (key: string | null) => void; announce: (message: string) => void }) {
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <tr className={entry.override !== null ? 'overridden' : undefined}>
        <th scope="row" className="key"><code>{entry.key}</code></th>
        <td className="text">
          {entry.override ?? entry.defaultText}
          {entry.override !== null ? <span className="badge"> {t.overridden}</span> : null}
        </td>
        <td className="default">{entry.defaultText}</td>
        <td className="used-by">{entry.usedBy.length > 0 ? entry.usedBy.join(', ') : <span className="muted">{t.usedByUnknown}</span>}</td>
        <td className="action">
          {entry.overridable ? (
            <button ref={opener} type="button" className="btn btn-secondary" aria-expanded={open} aria-label={t.editLabel(entry.key)} onClick={() => setEditing(open ? null : entry.key)}>
              {t.edit}
            </button>
          ) : (
            <span className="muted">{t.notOverridable}</span>
          )}
        </td>
      </tr>
      {open ? (
        <tr className="edit-row">
          <td colSpan={5}>
            <EditForm entry={entry} close={() => { setEditing(null); opener.current?.focus(); }} announce={announce} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

export interface EditFormProps {
  entry: DictionaryEditorEntry;
  close: () => void;
  announce: (message: string) => void;
  /** Stories: the form as it shows a refusal, or with the reset confirm open. */
  initial?: { text?: string; error?: string; confirming?: boolean };
}

export function EditForm({ entry, close, announce, initial = {} }: EditFormProps) {
  const id = useId();
  const [text, setText] = useState(initial.text ?? entry.override ?? entry.defaultText);
  const [error, setError] = useState<string | null>(initial.error ?? null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(initial.confirming ?? false);
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => field.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await saveDictionaryEntry(entry.key, text);
    setBusy(false);
    if (result.ok) {
      setError(null);
      announce(t.saved(entry.key));
      close();
    } else {
      setError(result.message);
      field.current?.focus();
    }
  }

  async function onReset() {
    setConfirming(false);
    setBusy(true);
    const result = await resetDictionaryEntry(entry.key);
    setBusy(false);
    if (result.ok) {
      announce(t.resetDone(entry.key));
      close();
    } else {
      setError(result.message);
    }
  }

  const describedBy = [`${id}-placeholders`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <form className="edit" part="edit-form" onSubmit={(e) => void onSubmit(e)} aria-label={t.editLabel(entry.key)}>
      <label htmlFor={`${id}-text`}>{t.textLabel(entry.key)}</label>
      <textarea
        ref={field}
        id={`${id}-text`}
        rows={3}
        value={text}
        maxLength={MAX_DICTIONARY_TEXT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <p id={`${id}-placeholders`} className="hint">
        {entry.placeholders.length > 0 ? t.placeholdersHint(placeholderList(entry.placeholders)) : t.noPlaceholders}
      </p>
      {error ? <p id={`${id}-error`} className="error" part="error">{error}</p> : null}
      <p className="actions">
        <button type="submit" className="btn" disabled={busy}>{busy ? t.saving : t.save}</button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={close}>{t.cancel}</button>
        {entry.override !== null ? (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => setConfirming(true)}>{t.reset}</button>
        ) : null}
      </p>
      <ResetDialog entryKey={entry.key} open={confirming} onCancel={() => setConfirming(false)} onConfirm={() => void onReset()} />
    </form>
  );
}

/** "Brug standardteksten?": focus starts on "Annullér" (the safe choice); Escape cancels. */
function ResetDialog({ entryKey, open, onCancel, onConfirm }: { entryKey: string; open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useModal(dialog, open, { initialFocus: cancel });
  return (
    <dialog ref={dialog} className="dialog" part="reset-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} onClose={onCancel}>
      <h2 id={`${id}-title`} className="title">{t.resetConfirmTitle}</h2>
      <p id={`${id}-text`} className="text">{t.resetConfirmText(entryKey)}</p>
      <p className="actions">
        <button ref={cancel} type="button" className="btn btn-secondary" onClick={onCancel}>{t.cancel}</button>
        <button type="button" className="btn" onClick={onConfirm}>{t.resetConfirm}</button>
      </p>
    </dialog>
  );
}
