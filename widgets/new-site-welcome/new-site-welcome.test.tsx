import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { resetNewSiteWelcome } from '../../core/stores/new-site-welcome.js';
import { daNewSite } from '../../core/texts/da-new-site.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { NewSiteWelcome } from './new-site-welcome.js';

const identity = { username: 'kok@nyside.dk', name: 'Nanna Nyside', departmentCode: '1005', departmentName: 'Kantinen Nordhavn', customerNo: '500105', shopType: 0, groupCode: 'nord' };

afterEach(() => {
  resetNewSiteWelcome();
  window.history.replaceState(null, '', '/');
});

describe('<NewSiteWelcome> (issue 22 point 3)', () => {
  it('exchanges the token once, removes it from the address and greets the user by name', async () => {
    window.history.replaceState(null, '', '/ny-webshop?token=abc&d=2026-11-30');
    const fetch = mockFetch({ 'POST /api/profile/authtoken/verify': { body: identity } });
    render(<NewSiteWelcome />);
    expect(screen.getByRole('heading', { name: daNewSite.pageHeading })).toBeTruthy();
    expect(await screen.findByText(daNewSite.welcome('Nanna Nyside'))).toBeTruthy();
    expect(screen.getByText('Kantinen Nordhavn')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/profile/authtoken/verify').map((c) => c.body)).toEqual([{ token: 'abc' }]);
    expect(window.location.search).toBe('?d=2026-11-30');
  });

  it.each([
    ['without a token', '/ny-webshop', 200],
    ['with a used or expired token', '/ny-webshop?token=brugt', 401],
  ])('%s it says so in an alert', async (_name, url, status) => {
    window.history.replaceState(null, '', url);
    mockFetch({ 'POST /api/profile/authtoken/verify': { status, body: status === 401 ? { error: 'TokenInvalid', message: daNewSite.tokenInvalid } : identity } });
    render(<NewSiteWelcome />);
    expect((await screen.findByRole('alert')).textContent).toBe(daNewSite.pageFailed);
  });
});
