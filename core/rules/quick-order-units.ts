// Unit resolution of a quick-order line (issue 20 point 1, §3 Unit, §4 card unit default): the typed
// unit matched case-insensitively on code or description ("kg", "krt", "Karton"), else the unit of the
// EAN that matched, else the product's default unit (core/rules/units.ts defaultUnit, the card's rule).
import type { Product, Unit } from '../schemas/product.js';
import { defaultUnit } from './units.js';

export type UnitResolution = { ok: true; unit: Unit } | { ok: false };

export function resolveQuickOrderUnit(
  product: { units: readonly Unit[]; expiry: Product['expiry']; focus?: Product['focus'] },
  typed: string | null,
  eanUnit?: string | null,
): UnitResolution {
  if (typed !== null && typed.trim() !== '') {
    const wanted = typed.trim().toLocaleUpperCase('da');
    const unit =
      product.units.find((u) => u.code.toLocaleUpperCase('da') === wanted) ??
      product.units.find((u) => u.description.toLocaleUpperCase('da') === wanted);
    return unit ? { ok: true, unit } : { ok: false };
  }
  const byEan = eanUnit ? product.units.find((u) => u.code === eanUnit) : undefined;
  return { ok: true, unit: byEan ?? defaultUnit(product) };
}
