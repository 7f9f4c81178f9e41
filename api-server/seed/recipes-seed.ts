// Issue 17 §3's demo data: the recipe service's tags, ingredients and the recipes beyond issue 4's
// (docs/guides/cms-content.md). Runs after the products and issue 4's recipes exist.
import type { Tx } from '../db/tx.js';
import type { Catalogue } from './generate.js';

export async function seedRecipeService(_tx: Tx, _options: { catalogue: Catalogue; referenceDate: string }): Promise<void> {
  // Filled in by the recipe service's part.
}
