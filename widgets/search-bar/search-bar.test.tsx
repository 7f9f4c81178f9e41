import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fixtureProfile, fixtureSuggestions } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { navigation } from '../shared/navigate.js';
import { SearchBar } from './search-bar.js';

const combobox = () => screen.getByRole('combobox', { name: 'Søg efter varer' }) as HTMLInputElement;

describe('<SearchBar>', () => {
  it('fetches suggestions for a typed phrase and shows term and group', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = mockFetch({ 'POST /api/product/searchsuggestions': { body: fixtureSuggestions } });
    render(<SearchBar />);
    const input = combobox();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(input, { target: { value: 'mælk' } });
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]?.textContent).toBe('mælk i Mejeri');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    const calls = callsTo(fetch, 'POST', '/api/product/searchsuggestions');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('sug')).toBe('mælk');
  });

  it('debounces: only the last phrase is requested', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = mockFetch({ 'POST /api/product/searchsuggestions': { body: fixtureSuggestions } });
    render(<SearchBar />);
    for (const v of ['m', 'mæ', 'mæl', 'mælk']) fireEvent.change(combobox(), { target: { value: v } });
    await screen.findAllByRole('option');
    const calls = callsTo(fetch, 'POST', '/api/product/searchsuggestions');
    expect(calls.map((c) => c.url.searchParams.get('sug'))).toEqual(['mælk']);
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

  it('does not ask for an empty phrase', async () => {
    setFixtureState({ profile: fixtureProfile });
    const fetch = mockFetch({ 'POST /api/product/searchsuggestions': { body: fixtureSuggestions } });
    render(<SearchBar />);
    fireEvent.change(combobox(), { target: { value: '   ' } });
    await new Promise((r) => setTimeout(r, 450));
    expect(callsTo(fetch, 'POST', '/api/product/searchsuggestions')).toHaveLength(0);
  });

  it('does not ask for suggestions when anonymous, but searching still navigates', async () => {
    setFixtureState({ profile: null });
    const fetch = mockFetch({});
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<SearchBar searchUrl="/soeg" />);
    fireEvent.change(combobox(), { target: { value: 'ost' } });
    await new Promise((r) => setTimeout(r, 450));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.submit(combobox().form!);
    expect(assign).toHaveBeenCalledWith('/soeg?search=ost');
  });

  it('ArrowDown/ArrowUp move the active option, Enter navigates to it with its group', async () => {
    setFixtureState({ profile: fixtureProfile });
    mockFetch({ 'POST /api/product/searchsuggestions': { body: fixtureSuggestions } });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<SearchBar />);
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

  it('Escape closes the list; clicking a suggestion navigates', async () => {
    setFixtureState({ profile: fixtureProfile });
    mockFetch({ 'POST /api/product/searchsuggestions': { body: fixtureSuggestions } });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<SearchBar searchUrl="/soegning" />);
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
    mockFetch({ 'POST /api/product/searchsuggestions': { body: fixtureSuggestions } });
    render(<SearchBar />);
    fireEvent.change(combobox(), { target: { value: 'mælk' } });
    await screen.findAllByRole('option');
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(combobox().getAttribute('aria-expanded')).toBe('false'));
  });

  it('pre-fills from ?search= and submits the typed phrase', () => {
    window.history.replaceState(null, '', '/soeg?search=sm%C3%B8r');
    setFixtureState({ profile: null });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<SearchBar />);
    expect(combobox().value).toBe('smør');
    fireEvent.submit(combobox().form!);
    expect(assign).toHaveBeenCalledWith('/soeg?search=sm%C3%B8r');
  });
});
