import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { fixtureCampaignReport } from '../shared/fixtures/checkout-campaigns.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { CampaignReportView } from './campaign-report.js';

const REPORT = '/api/checkout/report';

describe('<CampaignReportView> (issue 18 point 2)', () => {
  it('shows a row per campaign and the dated comments', async () => {
    const fetch = mockFetch({ [`GET ${REPORT}`]: { body: fixtureCampaignReport } });
    setFixtureState({ profile: { ...fixtureProfile, isAdmin: true } as typeof fixtureProfile });
    render(<CampaignReportView />);
    const table = await screen.findByRole('table', { name: 'Kampagner ved kassen' });
    expect(callsTo(fetch, 'GET', REPORT)).toHaveLength(1);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Servietter til frokosten: 25 % rabat', '03-06-2025 – 25-06-2025', 'PG1', '22', '0', '3', '4,5 af 5 (2 bedømmelser)'],
      ['Sidste chance: olivenolie 15 % billigere', '30-05-2025 – 11-06-2025', 'Alle', '0', '2', '0', 'Ingen bedømmelser'],
    ]);
    const comments = screen.getByRole('region', { name: 'Kommentarer til Servietter til frokosten: 25 % rabat' });
    expect(comments.textContent).toContain('04-06-2025 · 5 stjerner');
    expect(comments.textContent).toContain('Gode servietter, dem tager vi igen.');
  });

  it('refuses a user who is not an admin in Danish', async () => {
    mockFetch({ [`GET ${REPORT}`]: { status: 403, body: { error: 'NotAdmin', message: 'Kun administratorer kan se kampagnerapporten.' } } });
    setFixtureState({ profile: fixtureProfile });
    render(<CampaignReportView />);
    expect((await screen.findByRole('alert')).textContent).toBe('Kun administratorer kan se kampagnerapporten.');
  });
});
