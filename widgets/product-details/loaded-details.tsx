// A loaded product's details: its header (print, CO2e), its media (image, full size, GS1 video) and
// the tabs for information, related products and recipes (§2 Product details).
import { createElement, useEffect, useRef, useState } from 'react';
import { $profile, $shopConfig, assetSrc, da, productImageSrc, safeUrl, settingsOf } from '../../core/index.js';
import type { ProductRelations, Profile } from '../../core/index.js';
import { co2eFigures } from '../../core/format/co2e-details.js';
import { foodInfoPrintHref } from '../../core/rules/product-details-url.js';
import { recipeHref } from '../../core/rules/recipe-links.js';
import { daProductDetails as t } from '../../core/texts/da-product-details.js';
import { openCo2eModal } from '../../core/stores/product-details.js';
import { useStore } from '../shared/use-store.js';
import { useModal } from '../shared/use-modal.js';
import type { LoadedState } from './buy-section.js';
import { InfoPanel } from './info-panel.js';
import { RelatedProducts } from './related-products.js';
import { Tabs, type TabItem } from './tabs.js';
import type * as SellingModule from '../related-selling/details-sections.js';

// Issue 18 point 4: "Andre købte også" and "Mere fra {supplier}" under the tabs, in their own chunk
// (the carousel and its cards), fetched once per page when the place under the tabs first comes near
// the view (no calls for a product only glanced at), at once where IntersectionObserver is missing.
let sellingModule: Promise<typeof SellingModule> | null = null;
function SellingSections({ productId }: { productId: string }) {
  const [mod, setMod] = useState<typeof SellingModule | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const load = () => void (sellingModule ??= import('../related-selling/details-sections.js')).then(setMod, () => {});
    if (typeof IntersectionObserver === 'undefined' || !ref.current) return load();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        load();
      }
    }, { rootMargin: '200px' });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref} className="selling-mount">{mod ? createElement(mod.DetailsSellingSections, { productId, key: productId }) : null}</div>;
}

/** Where print goes when the element names no `print-url` (§7: the external food-info print page). */
export const DEFAULT_PRINT_URL = '/varedata/udskriv';

type MainTab = 'info' | 'related' | 'recipes';

export function Loaded({ titleId, state, printUrl }: { titleId: string; state: LoadedState; printUrl?: string }) {
  const profile = useStore($profile);
  const { apiBase } = useStore($shopConfig);
  const [tab, setTab] = useState<MainTab>('info');
  const [fullImage, setFullImage] = useState(false);
  const imageDialogRef = useRef<HTMLDialogElement>(null);
  const product = state.details;
  const settings = settingsOf(profile);

  // The full-size image: a dialog on top of the details; focus goes back to its button.
  const imageCloseRef = useRef<HTMLButtonElement>(null);
  useModal(imageDialogRef, fullImage, { initialFocus: imageCloseRef });

  const imageSrc = productImageSrc(product.image, 300, apiBase);
  const fullSrc = assetSrc(product.image, apiBase);
  const videoSrc = safeUrl(product.gs1VideoSrc);
  const printHref = profile ? foodInfoPrintHref(printUrl || DEFAULT_PRINT_URL, product.productId, profile.department) : null;
  const co2 = co2eFigures({ co2e: product.co2, weightKg: product.weight, units: product.units }, settings);

  const items: TabItem<MainTab>[] = [
    { key: 'info', label: t.detailsTabs.info, panel: () => <InfoPanel state={state} settings={settings} /> },
    { key: 'related', label: t.detailsTabs.related, panel: () => <RelatedProducts relations={state.relations} settings={settings} /> },
    { key: 'recipes', label: t.detailsTabs.recipes, panel: () => <RecipesPanel relations={state.relations} profile={profile} /> },
  ];

  return (
    <article className="content" data-product-id={product.productId}>
      <header className="head">
        {product.brand ? <p className="brand">{product.brand}</p> : null}
        <h2 id={titleId} className="title">
          {product.description}
        </h2>
        <p className="meta">
          <span>
            {da.productNumber} {product.productId}
          </span>
          {product.customerProductNumber ? <span>{da.customerProductNumber(product.customerProductNumber)}</span> : null}
          {product.country ? <span>{product.country}</span> : null}
        </p>
        <div className="actions">
          {printHref ? (
            <a className="btn btn-secondary print" href={printHref} target="_blank" rel="noopener" aria-label={t.printLabel(product.description)}>
              {t.print}
            </a>
          ) : null}
          {co2 ? (
            <button
              type="button"
              className="btn btn-secondary co2e"
              onClick={() =>
                openCo2eModal({ productId: product.productId, name: product.description, co2e: product.co2, weightKg: product.weight, units: product.units })
              }
            >
              {t.co2eOpen}
            </button>
          ) : null}
        </div>
      </header>

      <section className="media" aria-label={t.media}>
        {imageSrc ? (
          <img src={imageSrc} alt={da.imageAlt(product.description)} width={300} height={300} decoding="async" />
        ) : (
          <div className="no-image" role="img" aria-label={da.imageAlt(product.description)} />
        )}
        {fullSrc ? (
          <button type="button" className="btn btn-secondary fullscreen" onClick={() => setFullImage(true)}>
            {t.imageFullscreen}
          </button>
        ) : null}
        {videoSrc ? (
          <video className="video" controls preload="none" src={videoSrc} aria-label={t.video(product.description)}>
            {product.gs1VideoType ? <source src={videoSrc} type={product.gs1VideoType} /> : null}
          </video>
        ) : null}
        {fullSrc ? (
          <dialog
            ref={imageDialogRef}
            className="image-dialog"
            aria-label={t.imageFullscreenTitle(product.description)}
            onCancel={(event) => {
              event.preventDefault();
              event.stopPropagation();
              setFullImage(false);
            }}
          >
            <button ref={imageCloseRef} type="button" className="btn btn-secondary" onClick={() => setFullImage(false)}>
              {t.close}
            </button>
            {fullImage ? <img src={fullSrc} alt={da.imageAlt(product.description)} /> : null}
          </dialog>
        ) : null}
      </section>

      <Tabs<MainTab> label={t.productFacts} items={items} selected={tab} onSelect={setTab} className="main-tabs" />
      <SellingSections productId={product.productId} />
    </article>
  );
}

function RecipesPanel({ relations, profile }: { relations: ProductRelations | null; profile: Profile | null }) {
  const recipes = relations?.recipes ?? [];
  if (recipes.length === 0) return <p>{t.noRecipes}</p>;
  return (
    <ul className="recipes">
      {recipes.map((recipe) => {
        const href = recipeHref(recipe, profile?.siteVariant ?? 'ab');
        return <li key={recipe.id}>{href ? <a href={href}>{recipe.name}</a> : recipe.name}</li>;
      })}
    </ul>
  );
}
