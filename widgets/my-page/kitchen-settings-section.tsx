// My page's section "Køkkenets indstillinger" (issue 20 §3, §5): the allergens the department never
// wants (14 checkboxes in a fieldset) and its CO2e and organic targets, saved by an admin of the
// customer; everybody else reads them. Renders core/stores/kitchen-settings.ts.
import { useId } from 'react';
import type { FormEvent } from 'react';
import { ALLERGEN_CODES } from '../../core/schemas/food-info.js';
import {
  $kitchenSettings,
  loadKitchenSettings,
  saveKitchenSettings,
  setExcludedAllergen,
  setKitchenTarget,
  type KitchenSettingsState,
} from '../../core/stores/kitchen-settings.js';
import { allergenList } from '../../core/texts/da-allergen-guard.js';
import { daMyPage } from '../../core/texts/da-my-page.js';
import { daProductDetails } from '../../core/texts/da-product-details.js';
import { danishDecimal } from '../../core/rules/kitchen-settings-form.js';
import { useStore } from '../shared/use-store.js';

const t = daMyPage.kitchen;

export function KitchenSettingsSection() {
  const state = useStore($kitchenSettings);
  const id = useId();
  return (
    <section className="section kitchen" part="section kitchen-settings" aria-labelledby={`${id}-title`} aria-busy={state.status === 'loading'}>
      <h2 id={`${id}-title`} className="section-title">{t.title}</h2>
      <p className="intro">{t.intro}</p>
      {state.status === 'idle' || state.status === 'loading' ? <p className="status" role="status">{daMyPage.loading}</p> : null}
      {state.status === 'error' ? (
        <div className="status">
          <p>{daMyPage.loadError}</p>
          <button type="button" className="btn secondary" onClick={() => void loadKitchenSettings()}>{daMyPage.retry}</button>
        </div>
      ) : null}
      {state.status === 'loaded' ? state.settings.editable ? <KitchenSettingsForm id={id} state={state} /> : <KitchenSettingsReadOnly state={state} /> : null}
    </section>
  );
}

type Loaded = Extract<KitchenSettingsState, { status: 'loaded' }>;

function KitchenSettingsReadOnly({ state }: { state: Loaded }) {
  const { excludedAllergens, co2TargetPerLine, organicTargetPct } = state.settings;
  const excluded = allergenList(excludedAllergens);
  return (
    <>
      <p className="read-only" part="read-only">{t.readOnly}</p>
      <dl className="values">
        <dt>{t.excludedHeading}</dt>
        <dd>{excluded ? excluded.charAt(0).toLocaleUpperCase('da') + excluded.slice(1) : t.noneExcluded}</dd>
        <dt>{t.co2Label}</dt>
        <dd>{co2TargetPerLine === null ? t.noTarget : t.co2Value(danishDecimal(co2TargetPerLine))}</dd>
        <dt>{t.organicLabel}</dt>
        <dd>{organicTargetPct === null ? t.noTarget : t.organicValue(organicTargetPct)}</dd>
      </dl>
    </>
  );
}

function KitchenSettingsForm({ id, state }: { id: string; state: Loaded }) {
  const { form, errors, saving } = state;
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void saveKitchenSettings();
  }
  const field = (name: 'co2Target' | 'organicTarget', label: string, hint: string, inputMode: 'decimal' | 'numeric') => {
    const error = errors[name];
    const fieldId = `${id}-${name}`;
    return (
      <p className="field">
        <label htmlFor={fieldId}>{label}</label>
        <span id={`${fieldId}-hint`} className="hint">{hint}</span>
        <input
          id={fieldId}
          className="input"
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={form[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-hint ${fieldId}-error` : `${fieldId}-hint`}
          onChange={(e) => setKitchenTarget(name, e.currentTarget.value)}
        />
        {error ? <span id={`${fieldId}-error`} className="error">{error}</span> : null}
      </p>
    );
  };
  return (
    <form className="kitchen-form" onSubmit={onSubmit} noValidate>
      <fieldset className="allergens">
        <legend>{t.allergensLegend}</legend>
        <ul className="allergen-list">
          {ALLERGEN_CODES.map((code) => (
            <li key={code}>
              <label>
                <input type="checkbox" checked={form.excludedAllergens.includes(code)} onChange={(e) => setExcludedAllergen(code, e.currentTarget.checked)} />{' '}
                {daProductDetails.allergenNames[code]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {field('co2Target', t.co2Label, t.co2Hint, 'decimal')}
      {field('organicTarget', t.organicLabel, t.organicHint, 'numeric')}
      <p className="actions">
        <button type="submit" className="btn" part="save" disabled={saving} aria-busy={saving || undefined}>
          {saving ? t.saving : t.save}
        </button>
      </p>
    </form>
  );
}
