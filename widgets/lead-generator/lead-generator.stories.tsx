import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureProfile } from '../shared/fixtures/index.js';
import { resetStores, setFixtureState } from '../shared/fixtures/stores.js';
import { InShadow } from '../shared/story-shadow.js';
import { answerFetch, inShadow, typeInShadow } from '../shared/story-play.js';
import { expect, userEvent, waitFor } from 'storybook/test';
import { daLeads } from '../../core/texts/da-leads.js';
import { loadLeadPanel, LeadGeneratorWidget } from './lead-generator-widget.js';
import { fixtureLeads, resetLeads, setLeadsFixture } from './lead-generator.fixture.js';
import css from './lead-generator.css?inline';

const filled = { name: 'Karen Kok', email: 'karen@kantinen.dk', phone: '12 34 56 78' };

const meta = {
  title: 'Widgets/shop-lead-generator',
  component: LeadGeneratorWidget,
  decorators: [(Story) => <InShadow css={css}><div style={{ minHeight: '36rem', display: 'flex', justifyContent: 'flex-end' }}><Story /></div></InShadow>],
  beforeEach: async () => {
    resetStores();
    resetLeads();
    setFixtureState({ profile: fixtureProfile });
    setLeadsFixture();
    await loadLeadPanel();
  },
} satisfies Meta<typeof LeadGeneratorWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, with 3 new leads (one seen before). */
export const ClosedWithNew: Story = {
  beforeEach: () => setLeadsFixture({ seen: [1] }),
};

/** Closed, every lead seen: no count. */
export const ClosedAllSeen: Story = {
  beforeEach: () => setLeadsFixture({ seen: [1, 2, 3, 4] }),
};

/** The open list: not booked leads with their buttons, one 'Allerede booket'. */
export const OpenList: Story = {
  beforeEach: () => setLeadsFixture({ open: true, seen: [1, 2, 3, 4] }),
};

/** A lead's booking form, filled in by the login's name and address. */
export const FormShown: Story = {
  beforeEach: () => setLeadsFixture({ open: true, seen: [1, 2, 3, 4], forms: { 2: { values: { name: 'Karen Kok', email: 'karen@kantinen.dk', phone: '' }, problems: {}, sending: false } } }),
};

/** The form sent with problems: inline messages under the fields. */
export const FormProblems: Story = {
  beforeEach: () => setLeadsFixture({ open: true, seen: [1, 2, 3, 4], forms: { 2: { values: { name: '', email: 'karen@kantinen', phone: '12' }, problems: { name: 'missing', email: 'invalid', phone: 'invalid' }, sending: false } } }),
};

/** Sending: the buttons are busy. */
export const Sending: Story = {
  beforeEach: () => setLeadsFixture({ open: true, seen: [1, 2, 3, 4], forms: { 2: { values: filled, problems: {}, sending: true } } }),
};

/** Booked just now: 'Allerede booket' and the thanks line. */
export const Booked: Story = {
  beforeEach: () => setLeadsFixture({ open: true, seen: [1, 2, 3, 4], justBooked: 2, leads: fixtureLeads.map((l) => (l.id === 2 ? { ...l, booked: true } : l)) }),
};

/** An anonymous visitor: the leads, and an invitation to log in to book. */
export const Anonymous: Story = {
  beforeEach: () => {
    resetLeads();
    setFixtureState({ profile: null });
    setLeadsFixture({ open: true, leads: fixtureLeads.map((l) => ({ ...l, booked: false })) });
  },
};

/** Loading the list. */
export const Loading: Story = {
  beforeEach: () => setLeadsFixture({ open: true, status: 'loading', leads: [] }),
};

/** No active leads. */
export const Empty: Story = {
  beforeEach: () => setLeadsFixture({ open: true, leads: [] }),
};

/** The list could not be fetched. */
export const Failed: Story = {
  beforeEach: () => setLeadsFixture({ open: true, status: 'error', leads: [] }),
};

/**
 * Interaction test (issue 21 point 6, §4 lead: form shown, sending, booked; §5): 'Book' shows the form;
 * sending it with a missing name, a bad e-mail and no phone shows the three problems inline and sends
 * nothing; filled in, it is sent (answered from fixtures) and the lead reads 'Allerede booket'.
 */
export const BookingValidation: Story = {
  tags: ['interaction'],
  beforeEach: () => setLeadsFixture({ open: true, seen: [1, 2, 3, 4] }),
  play: async ({ canvasElement }) => {
    const server = answerFetch({ 'POST /api/mail/sendnotification': { lead: { ...fixtureLeads[1], booked: true } } });
    try {
      const shadow = inShadow(canvasElement);
      await userEvent.click(await shadow.findByRole('button', { name: 'Book en kaffedemo' }));
      const name = await shadow.findByLabelText(daLeads.name);
      await typeInShadow(name, '', { replace: true });
      await typeInShadow(shadow.getByLabelText(daLeads.email), 'karen@kantinen', { replace: true });
      await typeInShadow(shadow.getByLabelText(daLeads.phone), '', { replace: true });
      await userEvent.click(shadow.getByRole('button', { name: daLeads.send }));
      await expect(await shadow.findByText(daLeads.nameMissing)).toBeVisible();
      await expect(shadow.getByText(daLeads.emailInvalid)).toBeVisible();
      await expect(shadow.getByText(daLeads.phoneMissing)).toBeVisible();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(server.calls).toEqual([]);

      await typeInShadow(name, 'Karen Kok', { replace: true });
      await typeInShadow(shadow.getByLabelText(daLeads.email), 'karen@kantinen.dk', { replace: true });
      await typeInShadow(shadow.getByLabelText(daLeads.phone), '12 34 56 78', { replace: true });
      await userEvent.click(shadow.getByRole('button', { name: daLeads.send }));
      await expect(await shadow.findByText(daLeads.bookedNow(fixtureLeads[1]!.title))).toBeVisible();
      await expect(server.calls.map((c) => c.body)).toEqual([{ name: 'Karen Kok', email: 'karen@kantinen.dk', phone: '12 34 56 78', Id: 2 }]);
      await waitFor(() => expect(shadow.getAllByRole('button', { name: daLeads.booked }).length).toBeGreaterThan(1));
    } finally {
      server.restore();
    }
  },
};
