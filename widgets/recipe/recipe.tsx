// <shop-recipe> (issue 17 §3 "a recipe to a basket"): the recipe page's recipe from the recipe service,
// scaled to the covers typed, with the linked products' quantities to order, their prices, the total
// and the cost and CO2e per cover BEFORE adding, then "Læg alle i kurven" (ONE addtoorder call with
// Origin.Recipe) and its result. Logic in core/stores/recipe-basket.ts and core/rules/recipe-scaling.ts;
// this file only renders.
import { useEffect, useId } from 'react';
import type { FormEvent } from 'react';
import {
  $sessionState,
  $settings,
  $shopConfig,
  canSeeCo2,
  canSeePrices,
  ensureProfile,
  formatAmount,
  formatCo2,
  formatPrice,
  safeUrl,
  showAddControl,
  unitLabel,
} from '../../core/index.js';
import { formatDecimal } from '../../core/format/amount.js';
import { MAX_COVERS, MIN_COVERS } from '../../core/schemas/recipes.js';
import { measureLabel, recipeIdOf, skipReasonText, type RecipeLine, type RecipePlan } from '../../core/rules/recipe-scaling.js';
import { $recipeBasket, $recipePlan, addRecipeToBasket, loadRecipe, setCovers, type RecipeBasketState } from '../../core/stores/recipe-basket.js';
import { daRecipe as t } from '../../core/texts/da-recipe.js';
import { daShoppingList } from '../../core/texts/da-shopping-list.js';
import { $shoppingListMode } from '../../core/stores/shopping-list-state.js';
import { useStore } from '../shared/use-store.js';

export interface RecipeProps {
  /** The recipe's id; default the last `-{id}` of the page URL's path. */
  recipeId?: string;
}

export function RecipeView({ recipeId }: RecipeProps) {
  const id = recipeIdOf(recipeId, typeof location === 'undefined' ? '' : location.pathname);
  const state = useStore($recipeBasket);
  const plan = useStore($recipePlan);

  useEffect(() => {
    void ensureProfile();
  }, []);
  useEffect(() => {
    if (id !== null && $recipeBasket.get().recipeId !== id) void loadRecipe(id);
  }, [id]);

  if (id === null) return <p className="message" part="message">{t.noRecipe}</p>;
  if (state.status === 'missing') return <p className="message" part="message" role="alert">{t.notFound}</p>;
  if (state.status === 'error') {
    return (
      <div className="message" part="message" role="alert">
        <p>{t.loadError}</p>
        <button type="button" className="secondary" onClick={() => void loadRecipe(id)}>{t.retry}</button>
      </div>
    );
  }
  if (!state.recipe || !plan) return <p className="message" part="message" role="status">{t.loading}</p>;
  return <RecipeBody state={state} plan={plan} />;
}

function RecipeBody({ state, plan }: { state: RecipeBasketState; plan: RecipePlan }) {
  const recipe = state.recipe!;
  const titleId = useId();
  const image = safeUrl(recipe.image);
  return (
    <article className="recipe" part="recipe" aria-labelledby={titleId}>
      <header className="head">
        <h1 id={titleId}>{recipe.name}</h1>
        {recipe.description ? <p className="description">{recipe.description}</p> : null}
        {recipe.prepMinutes !== null || recipe.tags.length > 0 ? (
          <div className="meta">
            {recipe.prepMinutes !== null ? <p className="prep">{t.prepTime(recipe.prepMinutes)}</p> : null}
            {recipe.tags.length > 0 ? (
              <ul className="tags" aria-label={t.tags}>
                {recipe.tags.map((tag) => <li key={tag.id}>{tag.name}</li>)}
              </ul>
            ) : null}
          </div>
        ) : null}
        {/* The recipe page's largest picture, at the top: fetched at once and first, not lazily (Lighthouse's
            lcp-lazy-loaded on the recipe page, decision 028 seventh pass). */}
        {image ? <img className="image" part="image" src={image} alt="" width={640} height={360} fetchPriority="high" /> : null}
      </header>
      <CoversField state={state} />
      <section className="ingredients" aria-labelledby={`${titleId}-ing`}>
        <h2 id={`${titleId}-ing`}>{t.ingredients(plan.covers)}</h2>
        <ul>
          {plan.lines.map((line) => (
            <li key={line.ingredient.lineNo}>
              <span className="amount">{formatDecimal(line.total, 3)} {measureLabel(line.ingredient.measure)}</span>
              <span>{line.ingredient.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <Products state={state} plan={plan} headingId={`${titleId}-products`} />
      {recipe.steps.length > 0 ? (
        <section className="steps" aria-labelledby={`${titleId}-steps`}>
          <h2 id={`${titleId}-steps`}>{t.steps}</h2>
          <ol>
            {recipe.steps.map((step, i) => <li key={i}>{step}</li>)}
          </ol>
        </section>
      ) : null}
    </article>
  );
}

function CoversField({ state }: { state: RecipeBasketState }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const onInput = (event: FormEvent<HTMLInputElement>) => setCovers(event.currentTarget.value);
  return (
    <div className="covers">
      <label htmlFor={inputId}>{t.covers}</label>
      <input
        id={inputId}
        part="covers-input"
        type="number"
        inputMode="numeric"
        min={MIN_COVERS}
        max={MAX_COVERS}
        step={1}
        value={state.coversText}
        onInput={onInput}
        aria-invalid={state.coversError ? 'true' : undefined}
        aria-describedby={state.coversError ? `${errorId} ${hintId}` : hintId}
      />
      <p id={hintId} className="hint">{t.coversHint(MIN_COVERS, MAX_COVERS)}</p>
      {state.coversError ? <p id={errorId} className="error" role="alert">{state.coversError}</p> : null}
    </div>
  );
}

function quantityCell(line: RecipeLine): string {
  if (line.amount !== null && line.unit) return `${formatAmount(line.amount)} ${unitLabel(line.unit.code, line.unit.description)}`;
  if (line.skip) return skipReasonText(line.skip);
  return '';
}

function Products({ state, plan, headingId }: { state: RecipeBasketState; plan: RecipePlan; headingId: string }) {
  const session = useStore($sessionState);
  const settings = useStore($settings);
  const config = useStore($shopConfig);
  // Issue 22 point 4 (§6 "Inco: shopping-list wording"): in shopping-list mode the products go to the list.
  const listMode = useStore($shoppingListMode);
  const linked = plan.lines.filter((l) => l.ingredient.productId !== null);
  if (linked.length === 0) return null;
  if (session !== 'authenticated') {
    if (session !== 'anonymous' && session !== 'expired') return null;
    return (
      <section className="products" part="products" aria-labelledby={headingId}>
        <h2 id={headingId}>{t.productsHeading}</h2>
        <p>{t.loginHint}</p>
        <a className="button" part="login-link" href={safeUrl(config.loginUrl) ?? '/'}>{t.loginToAdd}</a>
      </section>
    );
  }
  const prices = canSeePrices(settings);
  const co2 = canSeeCo2(settings);
  return (
    <section className="products" part="products" aria-labelledby={headingId} aria-busy={state.productsStatus === 'loading' ? 'true' : undefined}>
      <h2 id={headingId}>{t.productsHeading}</h2>
      {state.productsStatus === 'loading' ? <p role="status">{t.productsLoading}</p> : null}
      {state.productsStatus === 'error' ? <p role="alert" className="error">{t.productsError}</p> : null}
      {state.products ? (
        <>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t.colIngredient}</th>
                  <th scope="col">{t.colProduct}</th>
                  <th scope="col">{t.colQuantity}</th>
                  {prices ? <th scope="col" className="num">{t.colPrice}</th> : null}
                </tr>
              </thead>
              <tbody>
                {linked.map((line) => (
                  <tr key={line.ingredient.lineNo} className={line.skip ? 'skipped' : undefined} data-product-id={line.ingredient.productId ?? undefined} data-unit={line.unit?.code} data-amount={line.amount ?? undefined}>
                    <td>{line.ingredient.text}</td>
                    <td>{line.product?.name ?? '–'}</td>
                    <td>{quantityCell(line)}</td>
                    {prices ? <td className="num">{line.priceOre !== null ? formatPrice(line.priceOre) : ''}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <dl className="figures" part="figures">
            {prices && plan.totalOre !== null ? (
              <>
                <div><dt>{t.total}</dt><dd>{formatPrice(plan.totalOre)}</dd></div>
                <div><dt>{t.costPerCover}</dt><dd>{formatPrice(plan.costPerCoverOre!)}</dd></div>
              </>
            ) : null}
            {co2 && plan.co2ePerCover !== null ? (
              <div><dt>{t.co2PerCover}</dt><dd>{t.co2Unit(formatCo2(plan.co2ePerCover))}{plan.co2eComplete ? null : <span className="note"> {t.co2Partial}</span>}</dd></div>
            ) : null}
          </dl>
          {showAddControl(settings) ? (
            <button
              type="button"
              part="add-button"
              className="primary"
              aria-disabled={state.adding || state.coversError !== null ? 'true' : undefined}
              aria-busy={state.adding ? 'true' : undefined}
              onClick={() => {
                if (!state.adding && state.coversError === null) void addRecipeToBasket();
              }}
            >
              {state.adding ? t.adding : listMode ? daShoppingList.recipeAddAll : t.addAll}
            </button>
          ) : (
            <p className="note">{t.orderingNotAllowed}</p>
          )}
        </>
      ) : null}
      <div className="result" part="result" role="status">
        {state.result ? <Result result={state.result} /> : null}
      </div>
    </section>
  );
}

function Result({ result }: { result: NonNullable<RecipeBasketState['result']> }) {
  return (
    <>
      {result.added > 0 ? <p className="added">{t.added(result.added)}</p> : null}
      {result.failed ? <p className="error">{t.addFailed}</p> : null}
      {result.added === 0 && !result.failed ? <p>{t.nothingToAdd}</p> : null}
      {result.notAdded.length > 0 ? <p>{t.notAdded(result.notAdded.join(', '))}</p> : null}
    </>
  );
}
