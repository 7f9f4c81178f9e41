// Issue 17 §2's demo data: the leads of 'Demoer i dit køkken' (docs/guides/cms-content.md).
import type { Tx } from '../db/tx.js';

export async function seedLeads(_tx: Tx): Promise<void> {
  // Filled in by the lead generator's part.
}
