import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { $leads, resetLeads } from '../../core/stores/leads.js';
import { daLeads } from '../../core/texts/da-leads.js';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { LeadGenerator } from './lead-generator.js';
import { loadLeadPanel, LeadGeneratorWidget } from './lead-generator-widget.js';
import { fixtureLeads, setLeadsFixture } from './lead-generator.fixture.js';

/** The checks axe would make that can fail inside the widget: named controls, labelled inputs, id references resolve. */
function expectAccessible(root: HTMLElement) {
  for (const control of Array.from(root.querySelectorAll('button, input, a'))) {
    const id = control.getAttribute('id');
    const named = control.textContent?.trim() || control.getAttribute('aria-label') || (id && root.querySelector(`label[for="${id}"]`));
    expect(named, control.outerHTML).toBeTruthy();
  }
  for (const el of Array.from(root.querySelectorAll('[aria-describedby], [aria-labelledby], [aria-controls]'))) {
    for (const attr of ['aria-describedby', 'aria-labelledby', 'aria-controls']) {
      for (const ref of (el.getAttribute(attr) ?? '').split(' ').filter(Boolean)) {
        expect(root.ownerDocument.getElementById(ref), `#${ref}`).not.toBeNull();
      }
    }
  }
}

function setup(patch: Parameters<typeof setLeadsFixture>[0] = {}, profile: typeof fixtureProfile | null = fixtureProfile) {
  resetLeads();
  setFixtureState({ profile });
  setLeadsFixture(patch);
}

const toggle = () => screen.getByRole('button', { name: new RegExp(daLeads.toggle) });

describe('<LeadGenerator> (issue 17 §2)', () => {
  it('the element part loads the widget on mount; the widget loads the leads and shows the count in the button name', async () => {
    mockFetch({ 'GET /api/leads': { body: fixtureLeads } });
    resetLeads();
    setFixtureState({ profile: fixtureProfile });
    render(<LeadGenerator />);
    const button = await screen.findByRole('button', { name: `${daLeads.toggle} ${daLeads.newCount(4)}` });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // WCAG 2.5.3 (label in name): the name is the content – the visible text, then the count in words –
    // never an aria-label that differs from what is seen.
    expect(button.hasAttribute('aria-label')).toBe(false);
  });

  it('opening shows the list; the count falls to none; the open state is kept', async () => {
    mockFetch({});
    setup({ seen: [1] });
    const { container } = render(<LeadGeneratorWidget />);
    expect(toggle().textContent).toContain('3');
    fireEvent.click(toggle());
    expect(await screen.findByRole('heading', { name: daLeads.heading })).toBeTruthy();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().textContent).toBe(daLeads.toggle);
    expect(document.cookie).toContain('shop_leads_open=1');
    expect(screen.getByRole('button', { name: daLeads.booked }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Book en kaffedemo' })).toBeTruthy();
    expectAccessible(container);
  });

  it('Escape closes the list and puts the focus back on the button', async () => {
    mockFetch({});
    setup({ open: true });
    await loadLeadPanel();
    render(<LeadGeneratorWidget />);
    const book = await screen.findByRole('button', { name: 'Book en kaffedemo' });
    book.focus();
    fireEvent.keyDown(book, { key: 'Escape' });
    expect($leads.get().open).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it('a click outside closes the list', async () => {
    mockFetch({});
    setup({ open: true });
    await loadLeadPanel();
    render(<LeadGeneratorWidget />);
    await screen.findByRole('button', { name: 'Book en kaffedemo' });
    fireEvent.pointerDown(document.body);
    expect($leads.get().open).toBe(false);
  });

  it('book: the form (focus on its first field), inline problems, then sent: Allerede booket', async () => {
    const fetch = mockFetch({ 'POST /api/mail/sendnotification': { status: 201, body: { lead: { ...fixtureLeads[1], booked: true } } } });
    setup({ open: true }, { ...fixtureProfile, name: '', username: '' });
    await loadLeadPanel();
    const { container } = render(<LeadGeneratorWidget />);
    fireEvent.click(await screen.findByRole('button', { name: 'Book en kaffedemo' }));
    const name = await screen.findByLabelText(daLeads.name);
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('autocomplete')).toBe('name');
    expect(screen.getByLabelText(daLeads.email).getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(daLeads.phone).getAttribute('autocomplete')).toBe('tel');
    fireEvent.input(screen.getByLabelText(daLeads.email), { target: { value: 'karen@kantinen' } });
    fireEvent.click(screen.getByRole('button', { name: daLeads.send }));
    expect(await screen.findByText(daLeads.nameMissing)).toBeTruthy();
    expect(screen.getByText(daLeads.emailInvalid)).toBeTruthy();
    expect(screen.getByText(daLeads.phoneMissing)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expectAccessible(container);
    expect(callsTo(fetch, 'POST', '/api/mail/sendnotification')).toEqual([]);
    fireEvent.input(name, { target: { value: 'Karen Kok' } });
    fireEvent.input(screen.getByLabelText(daLeads.email), { target: { value: 'karen@kantinen.dk' } });
    fireEvent.input(screen.getByLabelText(daLeads.phone), { target: { value: '12 34 56 78' } });
    // Enter in a field submits the form.
    fireEvent.submit(name.closest('form')!);
    expect(await screen.findByText(daLeads.bookedNow(fixtureLeads[1]!.title))).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/mail/sendnotification').map((c) => c.body)).toEqual([{ name: 'Karen Kok', email: 'karen@kantinen.dk', phone: '12 34 56 78', Id: 2 }]);
    expect(screen.getAllByRole('button', { name: daLeads.booked })).toHaveLength(2);
  });

  it('§8: a failed send only stops the loading: the form is back, no message', async () => {
    mockFetch({ 'POST /api/mail/sendnotification': { status: 500, body: { error: 'ServerError', message: 'Fejl' } } });
    setup({ open: true, forms: { 2: { values: { name: 'Karen Kok', email: 'karen@kantinen.dk', phone: '12345678' }, problems: {}, sending: false } } });
    await loadLeadPanel();
    const { container } = render(<LeadGeneratorWidget />);
    fireEvent.click(await screen.findByRole('button', { name: daLeads.send }));
    await waitFor(() => expect(screen.getByRole('button', { name: daLeads.send }).hasAttribute('disabled')).toBe(false));
    expect(container.textContent).not.toContain('Fejl');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('an anonymous visitor sees the leads without buttons and the invitation to log in', async () => {
    mockFetch({});
    setup({ open: true, leads: fixtureLeads.map((l) => ({ ...l, booked: false })) }, null);
    await loadLeadPanel();
    render(<LeadGeneratorWidget />);
    expect(await screen.findByText(daLeads.loginToBook)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book en kaffedemo' })).toBeNull();
  });
});
