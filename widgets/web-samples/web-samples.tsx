/**
 * `<shop-web-samples>` (issue 18 point 6, §2 card type web-sample and the "web samples" page): the free
 * samples running for the kitchen, as web-sample cards: "Vareprøve", no price, the unit and amount 1
 * read-only, and "Bestil gratis prøve". A sample in the basket says so; one the kitchen has ordered
 * reads "Bestilt 12.11." without a button (once per kitchen). Adding toasts "added" or the server's
 * refusal (core/stores/basket.ts). It renders core/stores/web-samples.ts; a visitor is asked to log in.
 */
import { useEffect, useId } from 'react';
import { $sessionState, $shopConfig, cardTypeTraits, da, ensureProfile, productImageSrc, unitLabel } from '../../core/index.js';
import { sampleAction, shortDanishDay } from '../../core/rules/web-samples.js';
import type { WebSample } from '../../core/schemas/web-samples.js';
import { $webSamples, loadWebSamples, orderWebSample } from '../../core/stores/web-samples.js';
import { daWebSamples as t } from '../../core/texts/da-web-samples.js';
import { formatDate } from '../../core/format/date.js';
import { LoginNeeded } from '../shared/login-needed.js';
import { useStore } from '../shared/use-store.js';

export interface WebSamplesProps {
  /** The block's heading, default "Vareprøver"; `heading=""` leaves it out. */
  heading?: string;
}

export function WebSamples({ heading }: WebSamplesProps) {
  const headingId = useId();
  const session = useStore($sessionState);
  const state = useStore($webSamples);
  useEffect(() => {
    void ensureProfile();
  }, []);
  const title = heading === undefined ? t.heading : heading;

  let body;
  if (session !== 'authenticated') {
    body = <LoginNeeded text={t.loginNeeded} />;
  } else if (state.status === 'idle' || state.status === 'loading') {
    body = <p className="status" role="status" aria-busy="true">{t.loading}</p>;
  } else if (state.status === 'error') {
    body = (
      <div className="status" role="alert">
        <p>{t.failed}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void loadWebSamples()}>{t.retry}</button>
      </div>
    );
  } else if (state.samples.length === 0) {
    body = <p className="status">{t.empty}</p>;
  } else {
    body = (
      <>
        <p className="intro">{t.intro}</p>
        <ul className="grid" part="grid">
          {state.samples.map((s) => <li key={s.id}><SampleCard sample={s} adding={state.adding} /></li>)}
        </ul>
      </>
    );
  }
  return (
    <section className="web-samples" part="container" aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : t.heading}>
      {title ? <h2 id={headingId} className="heading" part="heading">{title}</h2> : null}
      {body}
    </section>
  );
}

function SampleCard({ sample, adding }: { sample: WebSample; adding: number | null }) {
  const id = useId();
  const { apiBase } = useStore($shopConfig);
  const action = sampleAction(sample, adding);
  // No placeholder picture import: shared with the card it would split into a chunk on every page.
  const image = productImageSrc(sample.image, 300, apiBase);
  return (
    <article className="card sample" part="card" data-card-type="web-sample" data-state={sample.state} aria-labelledby={`${id}-title`}>
      {image ? <img src={image} alt={da.imageAlt(sample.name)} width={150} height={150} loading="lazy" decoding="async" /> : <div className="no-image" aria-hidden="true" />}
      <div className="body">
        <p className="label">{cardTypeTraits('web-sample').label}</p>
        <h3 id={`${id}-title`} className="title">{sample.title}</h3>
        <p className="product"><span className="brand">{sample.brand}</span> {sample.name} <span className="id">{sample.productId}</span></p>
        {sample.text ? <p className="text">{sample.text}</p> : null}
        <p className="amount"><span className="free">{t.free}</span> · {t.amount(unitLabel(sample.unit, sample.unitDescription))}</p>
        <p className="period">{t.periodUntil(formatDate(sample.endsOn))}</p>
        {action === 'claimed' ? (
          <p className="state claimed" part="state">{t.claimed(shortDanishDay(sample.claimedOn ?? ''))}</p>
        ) : action === 'inBasket' ? (
          <p className="state in-basket" part="state">{t.inBasket}</p>
        ) : (
          // WCAG 2.5.3: the label starts with the visible text; while busy that text changes, so no label.
          <button type="button" className="btn order" aria-label={action === 'busy' ? undefined : t.orderLabel(sample.title)} disabled={adding !== null}
            aria-busy={action === 'busy' || undefined} onClick={() => void orderWebSample(sample)}>
            {action === 'busy' ? t.ordering : t.order}
          </button>
        )}
      </div>
    </article>
  );
}
