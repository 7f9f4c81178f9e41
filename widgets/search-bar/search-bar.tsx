import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import {
  $sessionState,
  $shopConfig,
  clampSearchText,
  da,
  ensureProfile,
  loadCatalogue,
  moveActiveIndex,
  queryFromUrl,
  queryToUrl,
  searchPageUrl,
  suggestFromCatalogue,
} from '../../core/index.js';
import type { SuggestOutcome } from '../../core/index.js';
import { useStore } from '../shared/use-store.js';
import { currentLocationSearch, flushLocationSearch, navigateTo, setLocationSearch } from '../shared/navigate.js';
import type * as OfferChunk from './offer-suggestions.js';

export type SuggestFn = (text: string, options?: { termsOnly: boolean }) => Promise<SuggestOutcome>;

export interface SearchBarProps {
  /** The search page; default $shopConfig.searchUrl ('/soeg'). */
  searchUrl?: string;
  /** Where suggestions come from; default the catalogue worker. Stories pass fixtures. */
  suggest?: SuggestFn;
  /**
   * Accessible name of the search landmark; default 'Varesøgning'. Two search bars on one page need
   * different names (axe landmark-unique).
   */
  label?: string;
}

/** On the search page the list below shows the products live: the bar suggests terms only. */
const defaultSuggest: SuggestFn = (text, options) => suggestFromCatalogue(text, 8, options?.termsOnly ? 0 : 5);

const EMPTY: SuggestOutcome = { suggestions: [], products: [], total: 0 };

/**
 * Issue 18 point 4b: the offer suggestions (offer-suggestions.tsx, loaded on first use) come from the
 * server, so unlike the worker's suggestions they wait for a pause in typing (§9's debounce, there),
 * and a newer phrase aborts the wait or the call. They are options of this one listbox, after the
 * others: the arrow keys reach them like any option.
 */
let offerChunk: Promise<typeof OfferChunk> | undefined;

type Option =
  | { kind: 'term'; term: string; group: string; groupId: string }
  | { kind: 'product'; id: string; name: string; brand: string }
  | { kind: 'all'; total: number }
  | OfferChunk.OfferOption;

function optionsOf(outcome: SuggestOutcome): Option[] {
  const options: Option[] = outcome.suggestions.map((s) => ({ kind: 'term', term: s.searchTerm, group: s.group, groupId: s.groupId }));
  for (const p of outcome.products) options.push({ kind: 'product', id: p.id, name: p.name, brand: p.brand });
  if (outcome.total > outcome.products.length) options.push({ kind: 'all', total: outcome.total });
  return options;
}

/** True when this page is the search page: typing then updates its product list on every keystroke. */
function isOnSearchPage(target: string): boolean {
  if (typeof location === 'undefined') return false;
  try {
    return new URL(target, location.href).pathname === location.pathname;
  } catch {
    return false;
  }
}

export function SearchBar({ searchUrl, suggest = defaultSuggest, label }: SearchBarProps) {
  const config = useStore($shopConfig);
  const session = useStore($sessionState);
  const [text, setText] = useState(() => (typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('search') ?? '')));
  const [outcome, setOutcome] = useState<SuggestOutcome>(EMPTY);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const [offers, setOffers] = useState<OfferChunk.Offers>();
  const rootRef = useRef<HTMLDivElement>(null);
  /**
   * The first keystroke of a phrase makes a history entry, the rest replace it once typing pauses
   * (back = previous search).
   */
  const typingEntry = useRef(false);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  const target = searchUrl || config.searchUrl;
  const canSuggest = session === 'authenticated';
  const options = [...optionsOf(outcome), ...(offers?.list ?? [])];

  useEffect(() => {
    void ensureProfile();
  }, []);

  useEffect(() => {
    if (canSuggest) loadCatalogue();
  }, [canSuggest]);

  // Suggestions on every keystroke from the worker (§5: only for a non-empty phrase). No debounce:
  // the index answers within a frame; a newer phrase simply wins.
  useEffect(() => {
    const phrase = clampSearchText(text);
    if (!typed || !canSuggest || phrase === '') {
      setOutcome(EMPTY);
      setActive(-1);
      return;
    }
    let current = true;
    suggest(phrase, { termsOnly: isOnSearchPage(target) })
      .then((next) => {
        if (!current) return;
        setOutcome(next);
        setActive(-1);
      })
      .catch(() => {
        if (current) setOutcome(EMPTY);
      });
    return () => {
      current = false;
    };
  }, [text, typed, canSuggest, suggest, target]);

  // The offers belong to the phrase they were found for: they leave on the next keystroke and come back
  // after the pause. So they only ever arrive after the options the user may be on, and the active
  // option stays where the arrow keys put it.
  useEffect(() => {
    const phrase = clampSearchText(text).trim();
    setOffers(undefined);
    if (!typed || !canSuggest || phrase === '') return;
    const abort = new AbortController();
    (offerChunk ??= import('./offer-suggestions.js'))
      .then((chunk) => chunk.offersFor(phrase, abort.signal, target))
      .then(setOffers, () => {});
    return () => abort.abort();
  }, [text, typed, canSuggest, target]);

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

  const expanded = open && options.length > 0;

  function go(query: { text: string; group?: string | null }) {
    setOpen(false);
    typingEntry.current = false;
    if (isOnSearchPage(target)) {
      const search = currentLocationSearch();
      const next = queryToUrl({ ...queryFromUrl(search), text: clampSearchText(query.text), group: query.group ?? null }, search);
      setLocationSearch(next, 'push');
      return;
    }
    navigateTo(searchPageUrl(target, query));
  }

  function choose(option: Option) {
    if (option.kind === 'term') {
      setText(option.term);
      go({ text: option.term, group: option.groupId });
    } else if (option.kind === 'offer') {
      // The offer's product details (§2 ?foodInfo=), as a link would open them.
      navigateTo(option.href);
    } else if (option.kind === 'product') {
      // A product id finds that product first (issue 3 §3).
      setText(option.id);
      go({ text: option.id });
    } else {
      go({ text });
    }
  }

  function onInput(value: string) {
    setText(value);
    setTyped(true);
    setOpen(true);
    // On the search page the list below follows every keystroke (the URL keeps the phrase).
    if (isOnSearchPage(target) && session === 'authenticated') {
      const search = currentLocationSearch();
      const next = queryToUrl({ ...queryFromUrl(search), text: clampSearchText(value), group: null }, search);
      setLocationSearch(next, typingEntry.current ? 'live' : 'push');
      typingEntry.current = true;
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? options[active] : undefined;
    if (chosen) {
      choose(chosen);
      return;
    }
    go({ text });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      setActive((i) => moveActiveIndex(i, options.length, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const firstProduct = options.findIndex((o) => o.kind === 'product');

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
          onChange={(e) => onInput(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={() => options.length > 0 && setOpen(true)}
          onBlur={() => {
            typingEntry.current = false;
            flushLocationSearch();
          }}
        />
        <button type="submit" className="btn" part="button">
          {da.searchButton}
        </button>
      </form>
      <ul id={listId} role="listbox" aria-label={da.suggestionsLabel} className="listbox" part="listbox" hidden={!expanded}>
        {expanded
          ? options.map((o, i) => o.kind === 'offer' ? null : (
              <li
                key={o.kind === 'term' ? `t-${o.groupId}-${o.term}` : o.kind === 'product' ? `p-${o.id}` : 'all'}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`option option-${o.kind}${i === active ? ' active' : ''}${i === firstProduct ? ' first-product' : ''}`}
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => choose(o)}
                // Only a pointer that really moves highlights an option: a list that opens under a
                // resting pointer gets a mouseenter too, and Enter would then pick that option instead
                // of searching for what was typed.
                onMouseMove={() => {
                  if (i !== active) setActive(i);
                }}
              >
                {o.kind === 'term' ? (
                  <>
                    <span className="term">{o.term}</span> <span className="group">{da.suggestionInGroup(o.group)}</span>
                  </>
                ) : o.kind === 'product' ? (
                  <>
                    <span className="product-name">{o.name}</span> <span className="group">{o.brand ? `${o.brand} · ` : ''}{da.productNumber} {o.id}</span>
                  </>
                ) : (
                  <span className="all">{da.showAllResults(o.total)}</span>
                )}
              </li>
            ))
          : null}
        {expanded && offers ? <offers.Group options={options} active={active} optionId={optionId} choose={choose} setActive={setActive} /> : null}
      </ul>
    </div>
  );
}
