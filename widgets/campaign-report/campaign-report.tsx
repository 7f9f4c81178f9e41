/**
 * `<shop-campaign-report>` (issue 18 point 2): the checkout campaigns for marketing — period, price
 * group, stock left, amounts ordered and reserved in baskets, the customers' average rating and their
 * comments with dates (no names or e-mails). Admins only; others read a Danish refusal. It renders
 * core/stores/campaign-report.ts.
 */
import { useId } from 'react';
import { $sessionState, formatAmount, formatDate } from '../../core/index.js';
import { formatDecimal } from '../../core/format/amount.js';
import type { CampaignReportRow } from '../../core/schemas/checkout.js';
import { $campaignReport, loadCampaignReport } from '../../core/stores/campaign-report.js';
import { daCheckout as t } from '../../core/texts/da-checkout.js';
import { LoginNeeded } from '../shared/login-needed.js';
import { useStore } from '../shared/use-store.js';

export function CampaignReportView() {
  const session = useStore($sessionState);
  const state = useStore($campaignReport);
  if (session !== 'authenticated') return <LoginNeeded text={t.reportLoginNeeded} />;
  if (state.status === 'idle' || state.status === 'loading') return <p className="status" part="status" role="status" aria-busy="true">{t.loading}</p>;
  if (state.status === 'forbidden') return <p className="status" part="status" role="alert">{t.reportRefused}</p>;
  if (state.status === 'error' || !state.report) {
    return (
      <div className="status" part="status" role="alert">
        <p>{t.loadFailed}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void loadCampaignReport()}>{t.retry}</button>
      </div>
    );
  }
  const rows = state.report.campaigns;
  if (rows.length === 0) return <p className="status" part="status">{t.reportEmpty}</p>;
  const c = t.reportColumns;
  return (
    // A plain container: the page's own heading names the page (a region named like it would repeat it).
    <div className="report" part="container">
      <div className="scroll">
        <table part="table">
          <caption>{t.reportHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{c.title}</th>
              <th scope="col">{c.period}</th>
              <th scope="col">{c.priceGroup}</th>
              <th scope="col" className="num">{c.stockLeft}</th>
              <th scope="col" className="num">{c.ordered}</th>
              <th scope="col" className="num">{c.inBaskets}</th>
              <th scope="col">{c.rating}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-campaign-id={r.id}>
                <th scope="row">{r.title}</th>
                <td>{`${formatDate(r.startsOn)} – ${formatDate(r.endsOn)}`}</td>
                <td>{r.priceGroup ?? t.allPriceGroups}</td>
                <td className="num">{formatAmount(r.stockLeft)}</td>
                <td className="num">{formatAmount(r.ordered)}</td>
                <td className="num">{formatAmount(r.inBaskets)}</td>
                <td>{r.averageRating === null ? t.noRatings : t.averageOf(formatDecimal(r.averageRating, 1), r.ratingCount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.map((r) => <Comments key={r.id} row={r} />)}
    </div>
  );
}

function Comments({ row }: { row: CampaignReportRow }) {
  const headingId = useId();
  if (row.comments.length === 0) return null;
  return (
    <section className="comments" part="comments" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.commentsFor(row.title)}</h2>
      <ul>
        {row.comments.map((comment, i) => (
          <li key={i}>
            <span className="date">{formatDate(new Date(comment.date))}</span>
            {comment.rating !== null ? <span className="stars">{` · ${t.star(comment.rating)}`}</span> : null}
            <p>{comment.comment}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
