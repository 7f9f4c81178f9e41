import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $driverNotes, loadDriverNotes, resetDriverNotes, saveDriverNotesForm } from './driver-notes.js';

const notes = { doorCode: '1234', dropLocation: 'Bagdøren', contactPhone: '12 34 56 78', note: '', updatedAt: '2026-11-27T08:00:00.000Z', updatedByName: 'Karen Kok', canEdit: true };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => resetDriverNotes());
afterEach(() => vi.unstubAllGlobals());

describe('driver notes store (issue 22 point 6)', () => {
  it('loads once', async () => {
    const fetch = vi.fn(async () => json(notes));
    vi.stubGlobal('fetch', fetch);
    await Promise.all([loadDriverNotes(), loadDriverNotes()]);
    await loadDriverNotes();
    expect($driverNotes.get()).toMatchObject({ status: 'ready', notes });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a failed load is failed, and tried again on the next call', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'ServerError', message: 'x' }, 500)));
    await loadDriverNotes();
    expect($driverNotes.get().status).toBe('failed');
    vi.stubGlobal('fetch', vi.fn(async () => json(notes)));
    await loadDriverNotes();
    expect($driverNotes.get().status).toBe('ready');
  });

  it.each([
    ['a good phone is sent normalised and saved', { contactPhone: ' 12  34 56 78 ' }, 200, true, null, 1],
    ['a bad phone is refused without a call', { contactPhone: 'ring til Bo' }, 200, false, 'phoneInvalid', 0],
    ['a server refusal is saveFailed', {}, 400, false, 'saveFailed', 1],
  ] as const)('%s', async (_name, change, status, ok, error, calls) => {
    vi.stubGlobal('fetch', vi.fn(async () => json(notes)));
    await loadDriverNotes();
    const fetch = vi.fn(async () => (status === 200 ? json(notes) : json({ error: 'ValidationError', message: 'x' }, status)));
    vi.stubGlobal('fetch', fetch);
    expect(await saveDriverNotesForm({ doorCode: '1234', dropLocation: 'Bagdøren', contactPhone: '12 34 56 78', note: '', ...change })).toBe(ok);
    expect($driverNotes.get()).toMatchObject({ status: 'ready', saving: false, error, saved: ok });
    expect(fetch).toHaveBeenCalledTimes(calls);
    if (calls && ok) {
      const init = (fetch.mock.calls[0] as unknown as [unknown, RequestInit])[1];
      expect(JSON.parse(String(init.body))).toMatchObject({ contactPhone: '12 34 56 78' });
    }
  });
});
