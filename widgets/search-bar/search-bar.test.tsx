import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { da, setCatalogueTransport } from '../../core/index.js';
import type { SuggestOutcome } from '../../core/index.js';
import { inPageTransport } from '../../core/catalogue/in-page-transport.js';
import { fixtureProfile, fixtureSuggestions, milk } from '../shared/fixtures/index.js';
import { fixtureCatalogue } from '../shared/fixtures/catalogue.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { mockFetch } from '../shared/fixtures/mock-fetch.js';
import { LIVE_URL_DELAY_MS, currentLocationSearch, navigation } from '../shared/navigate.js';
import { SearchBar } from './search-bar.js';
import type { SuggestFn } from './search-bar.js';

const combobox = () => screen.getByRole('combobox', { name: 'Søg efter varer' }) as HTMLInputElement;

const outcome: SuggestOutcome = {
  suggestions: fixtureSuggestions,
  products: [{ id: milk.id, name: milk.name, brand: milk.brand, customerProductNumber: '' }],
  total: 12,
};

function recordingSuggest(result: SuggestOutcome = outcome) {
  const calls: string[] = [];
  const fn: SuggestFn = (text) => {
    calls.push(text);
    return Promise.resolve(result);
  };
  return { fn, calls };
}

describe('<SearchBar>', () => {
  it('suggests terms with their group, the best products and "show all", from the catalogue', async () => {
    setFixtureState({ profile: fixtureProfile });
    const { fn, calls } = recordingSuggest();
    render(<SearchBar suggest={fn} />);
    const input = combobox();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'mælk' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'mælk i Mejeri',
      'mælkesnitte i Frost',
      'kærnemælk i Mejeri',
      `${milk.name} ${milk.brand} · ${da.productNumber} ${milk.id}`,
      da.showAllResults(12),
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(calls).toEqual(['mælk']);
  });

  it('asks on every keystroke (the worker answers within a frame)', async () => {
    setFixtureState({ profile: fixtureProfile });
    const { fn, calls } = recordingSuggest();
    render(<SearchBar suggest={fn} />);
    for (const v of ['m', 'mæ', 'mæl', 'mælk']) fireEvent.change(combobox(), { target: { value: v } });
    await screen.findAllByRole('option');
    expect(calls).toEqual(['m', 'mæ', 'mæl', 'mælk']);
  });

  it('the real worker code finds products by a folded, misspelt phrase', async () => {
    setCatalogueTransport(inPageTransport({ data: fixtureCatalogue() }));
    setFixtureState({ profile: fixtureProfile });
    render(<SearchBar />);
    fireEvent.change(combobox(), { target: { value: 'laksefilt' } });
    await waitFor(() => expect(screen.getAllByRole('option').some((o) => o.textContent?.includes('Laksefilet uden skind'))).toBe(true));
  });

  it('names its search landmark, and a second bar can take another name', () => {
    setFixtureState({ profile: null });
    mockFetch({});
    render(
      <>
        <SearchBar />
        <SearchBar label="Søg i opskriftens varer" />
      </>,
    );
    expect(screen.getByRole('search', { name: 'Varesøgning' })).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Søg i opskriftens varer' })).toBeTruthy();
  });

  it('does not ask for an empty phrase (§5)', async () => {
    setFixtureState({ profile: fixtureProfile });
    const { fn, calls } = recordingSuggest();
    render(<SearchBar suggest={fn} />);
    fireEvent.change(combobox(), { target: { value: '   ' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
  });

  it('does not suggest when anonymous, but searching still navigates', async () => {
    window.history.replaceState(null, '', '/opskrift');
    setFixtureState({ profile: null });
    const { fn, calls } = recordingSuggest();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<SearchBar searchUrl="/soeg" suggest={fn} />);
    fireEvent.change(combobox(), { target: { value: 'ost' } });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
    fireEvent.submit(combobox().form!);
    expect(assign).toHaveBeenCalledWith('/soeg?search=ost');
  });

  it('ArrowDown/ArrowUp move the active option, Enter navigates to it with its group', async () => {
    window.history.replaceState(null, '', '/opskrift');
    setFixtureState({ profile: fixtureProfile });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<SearchBar suggest={recordingSuggest().fn} />);
    const input = combobox();
    fireEvent.change(input, { target: { value: 'mælk' } });
    const options = await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.submit(input.form!);
    expect(assign).toHaveBeenCalledWith('/soeg?group=50&search=m%C3%A6lkesnitte');
  });

  it('a list opening under a resting pointer changes nothing; a moving pointer highlights an option', async () => {
    window.history.replaceState(null, '', '/opskrift');
    setFixtureState({ profile: fixtureProfile });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<SearchBar suggest={recordingSuggest().fn} />);
    const input = combobox();
    fireEvent.change(input, { target: { value: 'mælk' } });
    const options = await screen.findAllByRole('option');
    // Chromium sends mouseenter/mouseover to an element that appears under a still pointer.
    fireEvent.mouseEnter(options[3]!);
    fireEvent.mouseOver(options[3]!);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.submit(input.form!);
    expect(assign).toHaveBeenLastCalledWith('/soeg?search=m%C3%A6lk'); // what was typed
    fireEvent.change(input, { target: { value: 'mæl' } });
    const again = await screen.findAllByRole('option');
    fireEvent.mouseMove(again[1]!);
    expect(again[1]!.getAttribute('aria-selected')).toBe('true');
  });

  it('a product option searches its id (exact ids come first)', async () => {
    window.history.replaceState(null, '', '/opskrift');
    setFixtureState({ profile: fixtureProfile });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<SearchBar suggest={recordingSuggest().fn} />);
    fireEvent.change(combobox(), { target: { value: 'mælk' } });
    const options = await screen.findAllByRole('option');
    fireEvent.click(options[3]!);
    expect(assign).toHaveBeenCalledWith(`/soeg?search=${milk.id}`);
  });

  it('Escape closes the list; clicking a suggestion navigates', async () => {
    window.history.replaceState(null, '', '/opskrift');
    setFixtureState({ profile: fixtureProfile });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<SearchBar searchUrl="/soegning" suggest={recordingSuggest().fn} />);
    const input = combobox();
    fireEvent.change(input, { target: { value: 'mælk' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.click(screen.getAllByRole('option')[2]!);
    expect(assign).toHaveBeenCalledWith('/soegning?group=10&search=k%C3%A6rnem%C3%A6lk');
  });

  it('a click outside closes the list', async () => {
    setFixtureState({ profile: fixtureProfile });
    render(<SearchBar suggest={recordingSuggest().fn} />);
    fireEvent.change(combobox(), { target: { value: 'mælk' } });
    await screen.findAllByRole('option');
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(combobox().getAttribute('aria-expanded')).toBe('false'));
  });

  it('pre-fills from ?search= and, on another page, submits to the search page', () => {
    window.history.replaceState(null, '', '/opskrift?search=sm%C3%B8r');
    setFixtureState({ profile: null });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<SearchBar />);
    expect(combobox().value).toBe('smør');
    fireEvent.submit(combobox().form!);
    expect(assign).toHaveBeenCalledWith('/soeg?search=sm%C3%B8r');
  });

  it('on the search page typing updates the URL live (one history entry per phrase), keeping filters', async () => {
    window.history.replaceState(null, '', '/soeg?search=ost&f-top200=true');
    setFixtureState({ profile: fixtureProfile });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const length = window.history.length;
    render(<SearchBar suggest={recordingSuggest().fn} />);
    for (const v of ['k', 'ky', 'kyl']) fireEvent.change(combobox(), { target: { value: v } });
    // The list hears every keystroke at once; the address bar follows when typing pauses.
    expect(currentLocationSearch()).toBe('?search=kyl&f-top200=true');
    expect(location.search).toBe('?search=k&f-top200=true');
    await waitFor(() => expect(location.search).toBe('?search=kyl&f-top200=true'), { timeout: LIVE_URL_DELAY_MS * 4 });
    expect(window.history.length).toBe(length + 1);
    fireEvent.submit(combobox().form!);
    expect(assign).not.toHaveBeenCalled();
  });

  it('on the search page leaving the field writes the phrase typed so far into the URL at once', () => {
    window.history.replaceState(null, '', '/soeg?search=ost');
    setFixtureState({ profile: fixtureProfile });
    render(<SearchBar suggest={recordingSuggest().fn} />);
    for (const v of ['l', 'la', 'lak']) fireEvent.change(combobox(), { target: { value: v } });
    expect(location.search).toBe('?search=l');
    fireEvent.blur(combobox());
    expect(location.search).toBe('?search=lak');
  });
});
