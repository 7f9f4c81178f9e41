import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import {
  $sessionState,
  $shopConfig,
  SUGGESTION_DEBOUNCE_MS,
  da,
  ensureProfile,
  fetchSuggestions,
  moveActiveIndex,
  searchPageUrl,
} from '../../core/index.js';
import type { SearchSuggestion } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';
import { navigateTo } from '../shared/navigate.js';

export type SuggestFn = (text: string, signal: AbortSignal) => Promise<SearchSuggestion[]>;

export interface SearchBarProps {
  /** The search page; default $shopConfig.searchUrl ('/soeg'). */
  searchUrl?: string;
  /** Where suggestions come from; default the API (fetchSuggestions). Stories pass fixtures. */
  suggest?: SuggestFn;
  /**
   * Accessible name of the search landmark; default 'Varesøgning'. Two search bars on one page need
   * different names (axe landmark-unique).
   */
  label?: string;
}

const defaultSuggest: SuggestFn = (text, signal) => fetchSuggestions(text, signal);

export function SearchBar({ searchUrl, suggest = defaultSuggest, label }: SearchBarProps) {
  const config = useStore($shopConfig);
  const session = useStore($sessionState);
  const [text, setText] = useState(() =>
    typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('search') ?? ''),
  );
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const target = searchUrl || config.searchUrl;
  const canSuggest = session === 'authenticated';

  useEffect(() => {
    void ensureProfile();
  }, []);

  // Debounced suggestions for what the user typed; a newer phrase aborts the older request.
  useEffect(() => {
    if (!typed || !canSuggest || text.trim() === '') {
      setSuggestions([]);
      setActive(-1);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggest(text, controller.signal)
        .then((list) => {
          if (controller.signal.aborted) return;
          setSuggestions(list);
          setActive(-1);
          setOpen(list.length > 0);
        })
        .catch(() => {
          if (!controller.signal.aborted) setSuggestions([]);
        });
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, typed, canSuggest, suggest]);

  // Click outside closes; composedPath() sees through the shadow boundary.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      const root = rootRef.current;
      if (root && !event.composedPath().includes(root)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const expanded = open && suggestions.length > 0;

  function choose(s: SearchSuggestion) {
    setOpen(false);
    setText(s.searchTerm);
    navigateTo(searchPageUrl(target, { text: s.searchTerm, group: s.groupId }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
    if (chosen) {
      choose(chosen);
      return;
    }
    setOpen(false);
    navigateTo(searchPageUrl(target, { text }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      setActive((i) => moveActiveIndex(i, suggestions.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  return (
    <div className="search" ref={rootRef}>
      <form role="search" aria-label={label || da.searchLandmark} onSubmit={onSubmit} part="form">
        <input
          className="input"
          part="input"
          type="search"
          name="search"
          role="combobox"
          aria-label={da.searchLabel}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={da.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setTyped(true);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => suggestions.length > 0 && setOpen(true)}
        />
        <button type="submit" className="btn" part="button">
          {da.searchButton}
        </button>
      </form>
      <ul id={listId} role="listbox" aria-label={da.suggestionsLabel} className="listbox" part="listbox" hidden={!expanded}>
        {expanded
          ? suggestions.map((s, i) => (
              <li
                key={`${s.groupId}-${s.searchTerm}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'option active' : 'option'}
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => choose(s)}
                onMouseEnter={() => setActive(i)}
              >
                <span className="term">{s.searchTerm}</span> <span className="group">{da.suggestionInGroup(s.group)}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
