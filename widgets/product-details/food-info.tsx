// The food-information tabs of the details view (§2 "Food information tabs", §3; the model is
// docs/guides/food-information.md): nutrition as a real table, ingredients with the allergen words in
// bold, units with weights and dimensions, the EU 14 allergens, storage, origin and claims.
import { useState } from 'react';
import { formatDate, formatDecimal, unitLabel } from '../../core/index.js';
import { daProductDetails as t } from '../../core/texts/da-product-details.js';
import { allergensByPresence, type FoodInfo } from '../../core/schemas/food-info.js';
import { Tabs, type TabItem } from './tabs.js';

export type FoodInfoTab = 'nutrition' | 'ingredients' | 'units' | 'allergens' | 'storage' | 'origin' | 'claims';

const grams = (value: number) => t.grams(formatDecimal(value, 1));

function Nutrition({ info }: { info: FoodInfo }) {
  const n = info.nutrition;
  if (!n) return <p>{t.noFoodInfo}</p>;
  const rows: [string, string, boolean][] = [
    [t.nutritionRows.energy, t.energyValue(n.energyKj, n.energyKcal), false],
    [t.nutritionRows.fat, grams(n.fat), false],
    [t.nutritionRows.saturatedFat, grams(n.saturatedFat), true],
    [t.nutritionRows.carbohydrate, grams(n.carbohydrate), false],
    [t.nutritionRows.sugars, grams(n.sugars), true],
    [t.nutritionRows.fibre, n.fibre === null ? t.unknownValue : grams(n.fibre), false],
    [t.nutritionRows.protein, grams(n.protein), false],
    [t.nutritionRows.salt, grams(n.salt), false],
  ];
  return (
    <table className="facts nutrition">
      <caption>{t.nutritionCaption(t.nutritionPer(n.basis))}</caption>
      <thead>
        <tr>
          <th scope="col">{t.nutritionName}</th>
          <th scope="col">{t.nutritionPer(n.basis)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value, sub]) => (
          <tr key={name} className={sub ? 'sub' : undefined}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Ingredients({ info }: { info: FoodInfo }) {
  if (info.ingredients.length === 0) return <p>{t.noFoodInfo}</p>;
  return (
    <>
      <p className="ingredients">
        {info.ingredients.map((ingredient, i) => (
          <span key={i}>
            {i > 0 ? ', ' : null}
            {ingredient.allergen ? <strong className="allergen">{ingredient.text}</strong> : ingredient.text}
            {ingredient.percent !== null ? ` (${formatDecimal(ingredient.percent, 1)} %)` : null}
          </span>
        ))}
      </p>
      {info.ingredients.some((i) => i.allergen) ? <p className="hint">{t.ingredientsAllergenNote}</p> : null}
    </>
  );
}

function Units({ info }: { info: FoodInfo }) {
  if (info.units.length === 0) return <p>{t.noFoodInfo}</p>;
  return (
    <table className="facts units">
      <caption>{t.unitsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.unitColumn}</th>
          <th scope="col">{t.gtin}</th>
          <th scope="col">{t.netWeight}</th>
          <th scope="col">{t.grossWeight}</th>
          <th scope="col">{t.dimensions}</th>
        </tr>
      </thead>
      <tbody>
        {info.units.map((u) => (
          <tr key={u.code}>
            <th scope="row">{unitLabel(u.code, u.description)}</th>
            <td>{u.gtin ?? t.unknownValue}</td>
            <td>{u.netWeightG !== null ? t.weightGrams(u.netWeightG) : t.unknownValue}</td>
            <td>{u.grossWeightG !== null ? t.weightGrams(u.grossWeightG) : t.unknownValue}</td>
            <td>{u.lengthMm !== null && u.widthMm !== null && u.heightMm !== null ? t.dimensionsValue(u.lengthMm, u.widthMm, u.heightMm) : t.unknownValue}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Allergens({ info }: { info: FoodInfo }) {
  // No declaration: nothing is claimed either way (docs/guides/food-information.md).
  if (!info.available || info.allergens.length === 0) return <p>{t.noFoodInfo}</p>;
  const { contains, mayContain } = allergensByPresence(info.allergens);
  return (
    <dl className="allergens">
      <dt>{t.allergensContains}</dt>
      <dd>
        {contains.length > 0 ? (
          <ul>
            {contains.map((code) => (
              <li key={code} data-allergen={code}>
                <strong>{t.allergenNames[code]}</strong>
              </li>
            ))}
          </ul>
        ) : (
          t.allergensNone
        )}
      </dd>
      <dt>{t.allergensMayContain}</dt>
      <dd>
        {mayContain.length > 0 ? (
          <ul>
            {mayContain.map((code) => (
              <li key={code} data-allergen={code}>
                {t.allergenNames[code]}
              </li>
            ))}
          </ul>
        ) : (
          t.allergensNone
        )}
      </dd>
    </dl>
  );
}

function Storage({ info }: { info: FoodInfo }) {
  const s = info.storage;
  return (
    <ul className="plain">
      <li>{t.storageTemperature(t.temperatureNames[s.temperatureCode] ?? String(s.temperatureCode))}</li>
      {s.text ? <li>{s.text}</li> : null}
      {s.shelfLifeDays !== null ? <li>{t.shelfLife(s.shelfLifeDays)}</li> : null}
      {s.shelfLifeOpenedDays !== null ? <li>{t.shelfLifeOpened(s.shelfLifeOpenedDays)}</li> : null}
    </ul>
  );
}

function Origin({ info }: { info: FoodInfo }) {
  const o = info.origin;
  return (
    <ul className="plain">
      {o.countryName || o.countryCode ? <li>{o.countryName || o.countryCode}</li> : null}
      {o.text ? <li>{o.text}</li> : null}
    </ul>
  );
}

function Claims({ info }: { info: FoodInfo }) {
  const { organicCode, labels } = info.claims;
  return (
    <ul className="plain">
      <li>{t.organicLine(t.organicNames[organicCode] ?? String(organicCode))}</li>
      {labels.length === 0 ? <li>{t.noClaims}</li> : labels.map((label) => <li key={label}>{t.claimNames[label]}</li>)}
    </ul>
  );
}

export function FoodInfoTabs({ info }: { info: FoodInfo }) {
  const [tab, setTab] = useState<FoodInfoTab>('nutrition');
  const items: TabItem<FoodInfoTab>[] = [
    { key: 'nutrition', label: t.foodInfoSections.nutrition, panel: () => <Nutrition info={info} /> },
    { key: 'ingredients', label: t.foodInfoSections.ingredients, panel: () => <Ingredients info={info} /> },
    { key: 'units', label: t.foodInfoSections.units, panel: () => <Units info={info} /> },
    { key: 'allergens', label: t.foodInfoSections.allergens, panel: () => <Allergens info={info} /> },
    { key: 'storage', label: t.foodInfoSections.storage, panel: () => <Storage info={info} /> },
    { key: 'origin', label: t.foodInfoSections.origin, panel: () => <Origin info={info} /> },
    { key: 'claims', label: t.foodInfoSections.claims, panel: () => <Claims info={info} /> },
  ];
  return (
    <section className="food-info" aria-label={t.foodInfoTabs}>
      {!info.available ? <p className="note">{t.noFoodInfo}</p> : null}
      <Tabs<FoodInfoTab> label={t.foodInfoTabs} items={items} selected={tab} onSelect={setTab} className="food-tabs" />
      {info.updated ? <p className="hint">{t.lastRevision(formatDate(info.updated))}</p> : null}
    </section>
  );
}
