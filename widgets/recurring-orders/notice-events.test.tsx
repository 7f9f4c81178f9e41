import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { resetRecurringNotices } from '../../core/stores/recurring-notices.js';
import { daRecurringNotices as da } from '../../core/texts/da-recurring-notices.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { recurringEvents, setRecurringFixture } from '../shared/fixtures/recurring-orders.js';
import { NoticeEvents } from './notice-events.js';
import { RecurringOrders } from './recurring-orders.js';

beforeEach(() => {
  setFixtureState({ profile: fixtureProfile });
  setRecurringFixture();
  window.history.replaceState(null, '', '/fastordrer');
});

describe('<NoticeEvents> (issue 19 point 4)', () => {
  it('lists what the job did, newest first: placed, replaced (old → new), skipped with the reason, paused', () => {
    setRecurringFixture(undefined, recurringEvents);
    render(<RecurringOrders />);
    const section = screen.getByRole('region', { name: da.eventsHeading });
    const items = within(section).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Levering 09-12-2025 Ugens mælk: 2 varer lagt i kurven',
      'Levering 09-12-2025 Ugens mælk: Letmælk 1 l erstattet af Sødmælk 1 l',
      'Levering 09-12-2025 Ugens mælk: Piskefløde 38 % ikke lagt i kurven: Bestillingsfristen for leveringsdagen var overskredet.',
      'Levering 02-12-2025 Månedens kaffe: Sat på pause (ferie), intet lagt i kurven',
    ]);
  });

  it('says when nothing happened', () => {
    render(<NoticeEvents />);
    expect(screen.getByText(da.eventsEmpty)).toBeTruthy();
  });

  it('loads the events from /notifications when shown; a failed load offers a retry', async () => {
    resetRecurringNotices();
    let fail = true;
    const fetch = mockFetch({
      'GET /api/recurringorders/notifications': () => (fail
        ? { status: 500, body: { error: 'Internal', message: 'x' } }
        : { body: { emails: [], unavailableLines: [], events: recurringEvents.slice(0, 1) } }),
    });
    render(<NoticeEvents />);
    await screen.findByText(da.eventsError);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await screen.findByText(/2 varer lagt i kurven/);
    expect(callsTo(fetch, 'GET', '/api/recurringorders/notifications')).toHaveLength(2);
  });

  it('an answer without events (an older server) is an empty list', async () => {
    resetRecurringNotices();
    mockFetch({ 'GET /api/recurringorders/notifications': { body: { emails: [], unavailableLines: [] } } });
    render(<NoticeEvents />);
    await screen.findByText(da.eventsEmpty);
  });
});
