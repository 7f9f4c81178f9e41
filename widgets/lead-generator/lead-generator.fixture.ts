// The four seeded leads (api-server/seed/leads-seed.ts) as the widget's stories and tests see them.
import type { Lead } from '../../core/schemas/leads.js';
import { $leads, resetLeads, type LeadsState } from '../../core/stores/leads.js';

export const fixtureLeads: Lead[] = [
  { id: 1, title: 'Kombiovn i dit eget køkken', text: 'Se en kombiovn bage, dampe og stege på én gang.', logo: '/assets/leads/kombiovn.svg', buttonText: 'Book en kombiovn-demo', booked: false },
  { id: 2, title: 'Kaffemaskine til personalet', text: 'Smag kaffen fra en professionel kaffemaskine.', logo: '/assets/leads/kaffemaskine.svg', buttonText: 'Book en kaffedemo', booked: false },
  { id: 3, title: 'Opvask og blæstkøler', text: 'Hurtigere opvask og sikker nedkøling.', logo: '/assets/leads/opvask.svg', buttonText: 'Book en opvask-demo', booked: true },
  { id: 4, title: 'Vakuumpakker til sous vide', text: 'Pak, mærk og tilbered sous vide.', logo: '/assets/leads/vakuum.svg', buttonText: 'Book en vakuum-demo', booked: false },
];

/** Sets the lead store as loaded (nothing asks the server); call after setFixtureState. */
export function setLeadsFixture(patch: Partial<LeadsState> = {}): void {
  $leads.set({ status: 'ready', leads: fixtureLeads, open: false, seen: [], forms: {}, justBooked: null, ...patch });
}

export { resetLeads };
