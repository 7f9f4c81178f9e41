import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { resetDictionaryEditor } from '../../core/stores/dictionary-editor.js';
import { daDictionaryEditor as t } from '../../core/texts/da-dictionary-editor.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { DictionaryEditor } from './dictionary-editor.js';
import { fixtureDictionaryEntries } from './dictionary-editor-fixtures.js';

const ENTRIES = '/api/umbraco/dictionary/entries';
const list = { entries: fixtureDictionaryEntries, total: fixtureDictionaryEntries.length };

beforeEach(() => resetDictionaryEditor());

describe('<DictionaryEditor> (issue 17 §1)', () => {
  it('lists the keys with text now, default and used-by, and searches by key or text after a pause', async () => {
    const fetch = mockFetch({ [`GET ${ENTRIES}`]: ({ url }) => ({ body: url.searchParams.get('q') === 'kurv' ? { entries: [fixtureDictionaryEntries[2]], total: 1 } : list }) });
    render(<DictionaryEditor />);
    const table = await screen.findByRole('table');
    const more = within(table).getByRole('row', { name: /Shop\.MiniBasket\.more/ });
    expect(within(more).getByText('plus {count} andre')).toBeTruthy();
    expect(within(more).getByText('og {count} mere')).toBeTruthy();
    expect(within(more).getByText('mini-basket')).toBeTruthy();
    expect(within(more).getByText(t.overridden.trim(), { exact: false })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /Shop\.Orders\.legacy/ }).textContent).toContain(t.notOverridable);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.results(4)));

    fireEvent.change(screen.getByLabelText(t.searchLabel), { target: { value: 'kurv' } });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(callsTo(fetch, 'GET', ENTRIES).map((c) => c.url.searchParams.get('q'))).toEqual([null, 'kurv']);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.results(1)));
  });

  it('shows the editors-only note to a user who is no editor, and a login hint to a visitor', async () => {
    mockFetch({ [`GET ${ENTRIES}`]: { status: 403, body: { error: 'EditorOnly', message: t.editorOnly } } });
    const { unmount } = render(<DictionaryEditor />);
    expect(await screen.findByText(t.editorsOnly)).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    unmount();
    resetDictionaryEditor();
    mockFetch({ [`GET ${ENTRIES}`]: { status: 401, body: { error: 'MissingSession', message: 'x' } } });
    render(<DictionaryEditor />);
    expect((await screen.findByRole('link', { name: t.loginNeeded })).getAttribute('href')).toBe('/');
  });

  it('saves an edited text, announces it and shows it in the list', async () => {
    const fetch = mockFetch({
      [`GET ${ENTRIES}`]: { body: list },
      [`PUT ${ENTRIES}/Shop.MiniBasket.show`]: ({ body }) => ({ body: { ...fixtureDictionaryEntries[2], override: (body as { text: string }).text } }),
    });
    render(<DictionaryEditor />);
    fireEvent.click(await screen.findByRole('button', { name: t.editLabel('Shop.MiniBasket.show') }));
    const field = screen.getByLabelText(t.textLabel('Shop.MiniBasket.show'));
    expect(screen.getByText(t.noPlaceholders)).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Se kurven' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.saved('Shop.MiniBasket.show')));
    expect(callsTo(fetch, 'PUT', `${ENTRIES}/Shop.MiniBasket.show`).map((c) => c.body)).toEqual([{ text: 'Se kurven' }]);
    expect(screen.getByRole('row', { name: /Shop\.MiniBasket\.show/ }).textContent).toContain('Se kurven');
    expect(screen.queryByLabelText(t.textLabel('Shop.MiniBasket.show'))).toBeNull();
  });

  it("shows the server's refusal at the field, names the placeholders to keep, and keeps the form open", async () => {
    const message = t.placeholdersMissing('{count}');
    mockFetch({
      [`GET ${ENTRIES}`]: { body: list },
      [`PUT ${ENTRIES}/Shop.MiniBasket.more`]: { status: 400, body: { error: 'PlaceholdersChanged', message, missing: ['count'], extra: [] } },
    });
    render(<DictionaryEditor />);
    fireEvent.click(await screen.findByRole('button', { name: t.editLabel('Shop.MiniBasket.more') }));
    expect(screen.getByText(t.placeholdersHint('{count}'))).toBeTruthy();
    const field = screen.getByLabelText(t.textLabel('Shop.MiniBasket.more'));
    fireEvent.change(field, { target: { value: 'plus andre' } });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    const error = await screen.findByText(message);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('resets a text to its default after the confirm in a dialog', async () => {
    const fetch = mockFetch({
      [`GET ${ENTRIES}`]: { body: list },
      [`DELETE ${ENTRIES}/Shop.MiniBasket.more`]: { body: { ...fixtureDictionaryEntries[1], override: null } },
    });
    render(<DictionaryEditor />);
    fireEvent.click(await screen.findByRole('button', { name: t.editLabel('Shop.MiniBasket.more') }));
    fireEvent.click(screen.getByRole('button', { name: t.reset }));
    const dialog = document.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByText(t.resetConfirmText('Shop.MiniBasket.more'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: t.resetConfirm }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t.resetDone('Shop.MiniBasket.more')));
    expect(callsTo(fetch, 'DELETE', `${ENTRIES}/Shop.MiniBasket.more`)).toHaveLength(1);
    expect(screen.getByRole('row', { name: /Shop\.MiniBasket\.more/ }).textContent).not.toContain(t.overridden.trim());
  });

  it('offers a retry when the list cannot be fetched', async () => {
    let fail = true;
    mockFetch({ [`GET ${ENTRIES}`]: () => (fail ? { status: 500, body: { error: 'ServerError', message: 'x' } } : { body: list }) });
    render(<DictionaryEditor />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
