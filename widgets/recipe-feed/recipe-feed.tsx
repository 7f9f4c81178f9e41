/**
 * `<shop-recipe-feed>` (issue 17 §3): recipe cards (image, name, tags) from the recipe service. Feed mode
 * has filters per tag category, a search field, 'Mine opskrifter' (logged in) and 20 a page, more loaded
 * when the end of the list scrolls into view and with 'Vis flere opskrifter'; random mode is the front
 * page's teaser (recipes/random, optionally sponsored only). A logged-in user marks favourites with the
 * heart; a visitor sees no hearts, only a hint to log in. It renders core/stores/recipe-feed.ts (one feed
 * per element) and core/stores/favorite-recipes.ts (shared by every feed on the page).
 */
import { useEffect, useId, useMemo, useRef } from 'react';
import type { FormEvent, RefObject } from 'react';
import { $profile, $sessionState, ensureProfile, safeUrl } from '../../core/index.js';
import { hasFilters, moreFocusStep, parseBooleanAttribute, parseFeedMode, parsePageSize } from '../../core/rules/recipe-feed.js';
import { recipeHref } from '../../core/rules/recipe-links.js';
import type { RecipeSummary } from '../../core/schemas/recipes.js';
import type { SiteVariant } from '../../core/schemas/user.js';
import { $favoriteRecipes, ensureFavoriteRecipes, toggleFavoriteRecipe } from '../../core/stores/favorite-recipes.js';
import { createRecipeFeed, type RecipeFeed as Feed, type RecipeFeedState } from '../../core/stores/recipe-feed.js';
import { daRecipes as t } from '../../core/texts/da-recipes.js';
import { LoginNeeded } from '../shared/login-needed.js';
import { useStore } from '../shared/use-store.js';

export interface RecipeFeedProps {
  /** 'feed' (default) or 'random'. */
  mode?: string;
  /** Recipes a page (random: how many), 1–100, default 20 (§9). */
  pageSize?: string;
  /** Random mode: only sponsored recipes (a boolean attribute). */
  sponsored?: string;
  /** A visible heading; without it the list is labelled 'Opskrifter' for screen readers only. */
  heading?: string;
  /** Stories and tests: a feed made beforehand (not an attribute). */
  feed?: Feed;
}

export function RecipeFeed({ mode, pageSize, sponsored, heading, feed: given }: RecipeFeedProps) {
  const feed = useMemo(
    () => given ?? createRecipeFeed({ mode: parseFeedMode(mode), pageSize: parsePageSize(pageSize), sponsored: parseBooleanAttribute(sponsored) }),
    [given, mode, pageSize, sponsored],
  );
  useEffect(() => {
    feed.start();
    return () => feed.dispose();
  }, [feed]);
  const state = useStore(feed.$state);
  const session = useStore($sessionState);
  const profile = useStore($profile);
  useEffect(() => {
    void ensureProfile();
  }, []);
  useEffect(() => {
    if (session === 'authenticated') void ensureFavoriteRecipes();
  }, [session]);
  // A logout while 'Mine opskrifter' is on: the toggle is gone, so the feed goes back to all recipes.
  const mineWithoutLogin = feed.mode === 'feed' && state.filters.mine && (session === 'anonymous' || session === 'expired');
  useEffect(() => {
    if (mineWithoutLogin) feed.setMine(false);
  }, [mineWithoutLogin, feed]);
  const site: SiteVariant = profile?.siteVariant ?? 'ab';
  const loggedIn = session === 'authenticated';
  const title = heading?.trim() ? heading.trim() : null;

  // 'Vis flere opskrifter' moves the focus to the first new recipe once it is there.
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    const link = list.current?.querySelectorAll<HTMLAnchorElement>('a.recipe-link')[from];
    const step = moreFocusStep(from, link !== undefined, feed.$state.get());
    if (step === 'wait') return;
    focusFrom.current = null;
    if (step === 'focus') link?.focus();
  }, [feed, state.items.length, state.more]);

  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = feed.mode === 'feed' && state.status === 'ready' && state.hasMore && state.more === 'idle';
  useEffect(() => {
    const target = sentinel.current;
    if (!canLoadMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) feed.loadMore();
    }, { rootMargin: '0px 0px 400px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, feed, state.items.length]);

  return (
    // A <div>, not a <section>: a labelled section is a region landmark, and the page around the feed
    // usually has one named 'Opskrifter' already (axe landmark-unique).
    <div className="recipe-feed" part="container" data-mode={feed.mode} aria-busy={state.status === 'loading' || undefined}>
      <h2 className={title ? 'heading' : 'visually-hidden'} part="heading">{title ?? t.heading}</h2>
      {feed.mode === 'feed' ? <Filters feed={feed} state={state} loggedIn={loggedIn} /> : null}
      <p className={feed.mode === 'feed' && state.status === 'ready' ? 'count' : 'visually-hidden'} role="status" aria-live="polite" part="count">
        {announcement(state, feed.mode)}
      </p>
      <Body feed={feed} state={state} site={site} loggedIn={loggedIn} list={list} />
      {feed.mode === 'feed' && state.status === 'ready' && (state.hasMore || state.more === 'error') ? (
        <div className="more" part="more">
          {state.more === 'error' ? (
            <div role="alert" className="more-error">
              <p>{t.moreFailed}</p>
              <button type="button" className="btn btn-secondary" onClick={() => feed.retry()}>{t.retry}</button>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn-secondary show-more"
              aria-disabled={state.more === 'loading' || undefined}
              onClick={() => {
                if (state.more === 'loading') return;
                focusFrom.current = state.items.length;
                feed.loadMore();
              }}
            >
              {state.more === 'loading' ? t.loadingMore : t.showMore}
            </button>
          )}
        </div>
      ) : null}
      <div ref={sentinel} className="sentinel" aria-hidden="true" />
    </div>
  );
}

function announcement(state: RecipeFeedState, mode: Feed['mode']): string {
  if (state.status !== 'ready') return '';
  if (mode === 'random') return t.count(state.items.length);
  return state.items.length < state.total ? t.shown(state.items.length, state.total) : t.count(state.total);
}

function Filters({ feed, state, loggedIn }: { feed: Feed; state: RecipeFeedState; loggedIn: boolean }) {
  const id = useId();
  const { filters } = state;
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    feed.submitQuery();
  }
  return (
    <form className="filters" part="filters" role="search" aria-label={t.filters} onSubmit={onSubmit}>
      {loggedIn ? (
        <label className="chip mine" part="mine">
          <input type="checkbox" checked={filters.mine} onChange={(e) => feed.setMine(e.currentTarget.checked)} />
          <span>{t.mine}</span>
        </label>
      ) : (
        <LoginNeeded text={t.loginForFavorites} />
      )}
      {filters.mine ? (
        <p className="mine-hint">{t.mineHint}</p>
      ) : (
        <>
          <div className="search">
            <label htmlFor={`${id}-q`}>{t.searchLabel}</label>
            <input
              id={`${id}-q`}
              className="input"
              type="search"
              part="search"
              value={state.queryInput}
              placeholder={t.searchPlaceholder}
              maxLength={100}
              autoComplete="off"
              onInput={(e) => feed.setQueryInput(e.currentTarget.value)}
            />
          </div>
          {state.categoriesStatus === 'error' ? <p className="tags-error">{t.tagsFailed}</p> : null}
          {state.categories.filter((c) => c.tags.length > 0).map((category) => (
            <fieldset key={category.id} className="category" part="category">
              <legend>{category.name}</legend>
              <div className="chips">
                {category.tags.map((tag) => (
                  <label key={tag.id} className="chip">
                    <input
                      type="checkbox"
                      checked={(filters.tags[category.id] ?? []).includes(tag.id)}
                      onChange={() => feed.toggleTag(category.id, tag.id)}
                    />
                    <span>{tag.name}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </>
      )}
      {hasFilters(filters) || state.queryInput.trim() ? (
        <button type="button" className="btn btn-secondary clear" onClick={() => feed.clearFilters()}>{t.clearFilters}</button>
      ) : null}
    </form>
  );
}

function Body({ feed, state, site, loggedIn, list }: { feed: Feed; state: RecipeFeedState; site: SiteVariant; loggedIn: boolean; list: RefObject<HTMLUListElement | null> }) {
  const favourites = useStore($favoriteRecipes);
  if (state.status === 'idle' || state.status === 'loading') {
    return <p className="status loading" part="status">{t.loading}</p>;
  }
  if (state.status === 'error') {
    return (
      <div className="status error" role="alert" part="status">
        <p>{t.failed}</p>
        <button type="button" className="btn btn-secondary" onClick={() => feed.retry()}>{t.retry}</button>
      </div>
    );
  }
  if (state.items.length === 0) {
    const text = feed.mode === 'random' ? t.emptyRandom : state.filters.mine ? t.emptyMine : t.empty;
    return <p className="status empty" part="status">{text}</p>;
  }
  return (
    <ul className="grid" part="grid" ref={list}>
      {state.items.map((recipe) => (
        <li key={recipe.id}>
          <RecipeCard
            recipe={recipe}
            site={site}
            heart={loggedIn ? { pressed: favourites.ids.includes(recipe.id), busy: favourites.pending.includes(recipe.id) } : null}
          />
        </li>
      ))}
    </ul>
  );
}

function RecipeCard({ recipe, site, heart }: { recipe: RecipeSummary; site: SiteVariant; heart: { pressed: boolean; busy: boolean } | null }) {
  const id = useId();
  const href = recipeHref(recipe, site);
  const image = safeUrl(recipe.image);
  return (
    <article className="card" part="card" data-recipe-id={recipe.id} aria-labelledby={`${id}-name`}>
      {image ? (
        <img src={image} alt={recipe.name} width={400} height={267} loading="lazy" decoding="async" part="image" />
      ) : (
        <div className="no-image" aria-hidden="true" />
      )}
      <div className="body">
        {recipe.sponsored ? <p className="label">{t.sponsored}</p> : null}
        <h3 id={`${id}-name`} className="name">
          {href ? <a className="recipe-link" href={href} part="link">{recipe.name}</a> : recipe.name}
        </h3>
        <p className="meta">
          {recipe.prepMinutes !== null ? <span>{t.prepMinutes(recipe.prepMinutes)}</span> : null}
          <span>{t.covers(recipe.covers)}</span>
        </p>
        {recipe.tags.length > 0 ? (
          <ul className="tags" part="tags" aria-label={t.tagsLabel(recipe.name)}>
            {recipe.tags.map((tag) => <li key={tag.id} data-tag-id={tag.id}>{tag.name}</li>)}
          </ul>
        ) : null}
      </div>
      {heart ? (
        <button
          type="button"
          className="heart"
          part="heart"
          aria-pressed={heart.pressed}
          aria-label={t.favorite(recipe.name)}
          aria-busy={heart.busy || undefined}
          onClick={() => void toggleFavoriteRecipe(recipe)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 2.9 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.5.8-1.3 2.3-2.5 4.4-2.5 3.7 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21Z" />
          </svg>
        </button>
      ) : null}
    </article>
  );
}
