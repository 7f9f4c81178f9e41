// The my-page form of the kitchen settings (issue 20 §3, §5): what the fields show for stored settings,
// and the typed text checked and turned into the PUT body, with Danish messages per field. Danish
// decimal comma accepted ("2,5"); a dot works too, but never as a thousands separator ("2.500" is refused).
import { ALLERGEN_CODES, type AllergenCode } from '../schemas/food-info.js';
import { MAX_CO2_TARGET_PER_LINE, type KitchenSettings, type KitchenSettingsUpdate } from '../schemas/kitchen-settings.js';
import { daMyPage } from '../texts/da-my-page.js';

export interface KitchenSettingsForm {
  excludedAllergens: readonly AllergenCode[];
  /** As typed: '' for no target. */
  co2Target: string;
  organicTarget: string;
}

export type KitchenSettingsFormErrors = Partial<Record<'co2Target' | 'organicTarget', string>>;

export type KitchenSettingsFormResult = { ok: true; update: KitchenSettingsUpdate } | { ok: false; errors: KitchenSettingsFormErrors };

/** '2,5' for 2.5: the way a Danish field shows a number. */
export function danishDecimal(value: number): string {
  return String(value).replace('.', ',');
}

export function formOf(settings: Pick<KitchenSettings, 'excludedAllergens' | 'co2TargetPerLine' | 'organicTargetPct'>): KitchenSettingsForm {
  return {
    excludedAllergens: settings.excludedAllergens,
    co2Target: settings.co2TargetPerLine === null ? '' : danishDecimal(settings.co2TargetPerLine),
    organicTarget: settings.organicTargetPct === null ? '' : String(settings.organicTargetPct),
  };
}

/** Toggles one allergen, keeping the EU annex order. */
export function toggleAllergen(codes: readonly AllergenCode[], code: AllergenCode, on: boolean): AllergenCode[] {
  const set = new Set(codes);
  if (on) set.add(code);
  else set.delete(code);
  return ALLERGEN_CODES.filter((c) => set.has(c));
}

export function parseKitchenSettingsForm(form: KitchenSettingsForm): KitchenSettingsFormResult {
  const errors: KitchenSettingsFormErrors = {};
  const t = daMyPage.kitchen;

  let co2TargetPerLine: number | null = null;
  const co2 = form.co2Target.trim();
  if (co2 !== '') {
    const value = /^\d{1,7}(?:[.,]\d{1,2})?$/.test(co2) ? Number(co2.replace(',', '.')) : NaN;
    if (!Number.isFinite(value) || value <= 0) errors.co2Target = t.co2Invalid;
    else if (value > MAX_CO2_TARGET_PER_LINE) errors.co2Target = t.co2TooLarge(danishDecimal(MAX_CO2_TARGET_PER_LINE));
    else co2TargetPerLine = value;
  }

  let organicTargetPct: number | null = null;
  const organic = form.organicTarget.trim().replace(/\s*%$/, '');
  if (organic !== '') {
    const value = /^\d{1,3}$/.test(organic) ? Number(organic) : NaN;
    if (!Number.isInteger(value) || value > 100) errors.organicTarget = t.organicInvalid;
    else organicTargetPct = value;
  }

  if (errors.co2Target || errors.organicTarget) return { ok: false, errors };
  return { ok: true, update: { excludedAllergens: ALLERGEN_CODES.filter((c) => form.excludedAllergens.includes(c)), co2TargetPerLine, organicTargetPct } };
}
