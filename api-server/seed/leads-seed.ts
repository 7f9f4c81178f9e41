// Issue 17 §2's demo data: the leads of 'Demoer i dit køkken' (docs/guides/cms-content.md §2). The logos
// are small SVGs served by the example site (examples/site/assets/leads/); a booking mails salesEmail.
import * as t from '../db/schema.js';
import type { Tx } from '../db/tx.js';

export const SEED_LEADS: (typeof t.leads.$inferInsert)[] = [
  {
    id: 1,
    title: 'Kombiovn i dit eget køkken',
    text: 'Se en kombiovn bage, dampe og stege på én gang – med jeres egne råvarer og en kok fra leverandøren ved siden af.',
    logo: '/assets/leads/kombiovn.svg',
    buttonText: 'Book en kombiovn-demo',
    salesEmail: 'salg-kombiovn@grossist.dk',
    sortOrder: 10,
  },
  {
    id: 2,
    title: 'Kaffemaskine til personalet',
    text: 'Smag kaffen fra en professionel kaffemaskine til kantinen, og få en snak om bønner, rens og service.',
    logo: '/assets/leads/kaffemaskine.svg',
    buttonText: 'Book en kaffedemo',
    salesEmail: 'salg-kaffe@grossist.dk',
    sortOrder: 20,
  },
  {
    id: 3,
    title: 'Opvask og blæstkøler',
    text: 'Hurtigere opvask med mindre vand og kemi, og en blæstkøler der nedkøler maden sikkert efter reglerne.',
    logo: '/assets/leads/opvask.svg',
    buttonText: 'Book en opvask-demo',
    salesEmail: 'salg-opvask@grossist.dk',
    sortOrder: 30,
  },
  {
    id: 4,
    title: 'Vakuumpakker til sous vide',
    text: 'Pak, mærk og tilbered sous vide: se hvordan en vakuumpakker forlænger holdbarheden og mindsker madspild.',
    logo: '/assets/leads/vakuum.svg',
    buttonText: 'Book en vakuum-demo',
    salesEmail: 'salg-vakuum@grossist.dk',
    sortOrder: 40,
  },
];

export async function seedLeads(tx: Tx): Promise<void> {
  await tx.insert(t.leads).values(SEED_LEADS);
}
