import { useEffect, useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { TOAST_MS, da, parseOwnPriority, showToast } from '../../core/index.js';

export interface OwnPriority {
  value: number | null;
  onChange(value: number | null): void;
}

/**
 * Own priority (§6, sorting 0): typed freely, checked when the user leaves the field or presses
 * Enter; an invalid number goes back to the saved one with a toast, like the amount field (§5).
 */
export function OwnPriorityInput({ productName, priority }: { productName: string; priority: OwnPriority }) {
  const id = useId();
  const saved = priority.value === null ? '' : String(priority.value);
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);

  function commit() {
    const parsed = parseOwnPriority(text);
    if (!parsed.ok) {
      setText(saved);
      showToast({ kind: 'error', message: parsed.message, durationMs: TOAST_MS.error });
      return;
    }
    setText(parsed.value === null ? '' : String(parsed.value));
    if (parsed.value !== priority.value) priority.onChange(parsed.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <div className="own-priority">
      <label htmlFor={`${id}-priority`}>{da.ownPriorityShort}</label>
      {/* The visible 'Prioritet' is part of the name (WCAG 2.5.3); the product tells 30 fields apart. */}
      <input
        id={`${id}-priority`}
        aria-label={da.ownPriorityLabel(productName)}
        className="input priority"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-hint`} className="hint">
        {da.ownPriorityHint}
      </span>
    </div>
  );
}
