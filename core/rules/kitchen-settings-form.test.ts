import { describe, expect, it } from 'vitest';
import { KitchenSettingsUpdateSchema } from '../schemas/kitchen-settings.js';
import { daMyPage } from '../texts/da-my-page.js';
import { formOf, parseKitchenSettingsForm, toggleAllergen } from './kitchen-settings-form.js';

const t = daMyPage.kitchen;

describe('kitchen settings form (issue 20 §3, §5)', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['2,5', 2.5],
    ['2.5', 2.5],
    [' 2,50 ', 2.5],
    ['0,01', 0.01],
    ['1000', 1000],
    ['12', 12],
  ])('CO2e target %j -> %j', (co2Target, expected) => {
    const result = parseKitchenSettingsForm({ excludedAllergens: [], co2Target, organicTarget: '' });
    expect(result).toEqual({ ok: true, update: { excludedAllergens: [], co2TargetPerLine: expected, organicTargetPct: null } });
    if (result.ok) expect(KitchenSettingsUpdateSchema.safeParse(result.update).success).toBe(true);
  });

  it.each([
    ['0', t.co2Invalid],
    ['0,00', t.co2Invalid],
    ['-1', t.co2Invalid],
    ['2,555', t.co2Invalid],
    ['2.500', t.co2Invalid],
    ['1.000,5', t.co2Invalid],
    ['abc', t.co2Invalid],
    ['1e3', t.co2Invalid],
    ['1000,01', t.co2TooLarge('1000')],
  ])('CO2e target %j is refused: %s', (co2Target, message) => {
    expect(parseKitchenSettingsForm({ excludedAllergens: [], co2Target, organicTarget: '' })).toEqual({ ok: false, errors: { co2Target: message } });
  });

  it.each([
    ['', null],
    ['0', 0],
    ['30', 30],
    [' 100 ', 100],
    ['30 %', 30],
    ['30%', 30],
  ])('organic target %j -> %j', (organicTarget, expected) => {
    expect(parseKitchenSettingsForm({ excludedAllergens: [], co2Target: '', organicTarget })).toEqual({ ok: true, update: { excludedAllergens: [], co2TargetPerLine: null, organicTargetPct: expected } });
  });

  it.each(['101', '-1', '12,5', '12.5', 'tredive', '1000'])('organic target %j is refused', (organicTarget) => {
    expect(parseKitchenSettingsForm({ excludedAllergens: [], co2Target: '', organicTarget })).toEqual({ ok: false, errors: { organicTarget: t.organicInvalid } });
  });

  it('reports both fields at once', () => {
    expect(parseKitchenSettingsForm({ excludedAllergens: [], co2Target: 'x', organicTarget: '101' })).toEqual({ ok: false, errors: { co2Target: t.co2Invalid, organicTarget: t.organicInvalid } });
  });

  it('sends the allergens in the EU annex order', () => {
    const result = parseKitchenSettingsForm({ excludedAllergens: ['sesame', 'nuts', 'peanuts'], co2Target: '', organicTarget: '' });
    expect(result.ok && result.update.excludedAllergens).toEqual(['peanuts', 'nuts', 'sesame']);
  });

  it('toggles an allergen keeping the order, without duplicates', () => {
    expect(toggleAllergen(['nuts'], 'gluten', true)).toEqual(['gluten', 'nuts']);
    expect(toggleAllergen(['gluten', 'nuts'], 'nuts', true)).toEqual(['gluten', 'nuts']);
    expect(toggleAllergen(['gluten', 'nuts'], 'gluten', false)).toEqual(['nuts']);
  });

  it('shows stored settings with a decimal comma and empty fields for no target', () => {
    expect(formOf({ excludedAllergens: ['milk'], co2TargetPerLine: 2.5, organicTargetPct: 30 })).toEqual({ excludedAllergens: ['milk'], co2Target: '2,5', organicTarget: '30' });
    expect(formOf({ excludedAllergens: [], co2TargetPerLine: null, organicTargetPct: null })).toEqual({ excludedAllergens: [], co2Target: '', organicTarget: '' });
  });
});
