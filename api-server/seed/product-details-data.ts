// Demo supplier names and delivery deadlines (§3 supplierName, l; issue 4). Deterministic: the
// generator hands in the product's own PRNG stream.
import type { GroupData } from './catalogue-data.js';
import type { Rng } from './prng.js';

const SUPPLIERS: Record<string, readonly string[]> = {
  '10': ['Arla Foods amba', 'Thise Mejeri', 'Løgismose A/S', 'Kelsen Mejeri ApS'],
  '20': ['Frugt & Grønt Engros A/S', 'Sæby Grønt ApS', 'Axel Månsson A/S'],
  '30': ['Danish Crown A/S', 'Tican Fresh Meat A/S', 'HKScan Danmark A/S', 'Stryhns A/S'],
  '40': ['Royal Greenland A/S', 'Skagenfood A/S', 'Vega Salmon A/S'],
  '50': ['Frosta Danmark ApS', 'Lantmännen Unibake Danmark A/S', 'Frigodan A/S'],
  '60': ['Unilever Food Solutions', 'Barilla Danmark ApS', 'K-Salat A/S', 'Møllerens A/S'],
  '70': ['Schulstad Brød A/S', 'Kohberg Bakery Group A/S', 'Mette Munk A/S'],
  '80': ['Carlsberg Danmark A/S', 'Coca-Cola Danmark', 'Merrild Kaffe ApS'],
  '90': ['Abena A/S', 'Duni Danmark A/S'],
  '100': ['Diversey Danmark ApS', 'Kiilto Danmark A/S'],
};

/**
 * Deadlines ('Nd@HH:MM', core/rules/deadlines.ts): procured goods are ordered from the supplier 3
 * working days ahead by noon; some fresh fish and produce must be ordered the working day before by
 * 10:00 or 14:00; some non-food comes from a central warehouse with a week's lead time.
 */
function deadlinesFor(group: GroupData, flags: readonly string[], rng: Rng): string[] {
  if (flags.includes('procure')) return ['3d@12:00'];
  if (group.id === '40' && rng.chance(0.3)) return ['1d@10:00'];
  if (group.id === '20' && rng.chance(0.12)) return ['1d@14:00'];
  if ((group.id === '90' || group.id === '100') && rng.chance(0.08)) return ['5d@12:00'];
  return [];
}

export function detailsFor(group: GroupData, flags: readonly string[], rng: Rng): { supplierName: string; deadlines: string[] } {
  const suppliers = SUPPLIERS[group.id] ?? ['Grossistens centrallager'];
  return { supplierName: rng.pick(suppliers), deadlines: deadlinesFor(group, flags, rng) };
}
