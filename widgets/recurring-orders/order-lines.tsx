import { useId, useState } from 'react';
import { formatAmount, formatDate, safeUrl } from '../../core/index.js';
import { formatHistoryTime } from '../../core/format/history-time.js';
import type { RecurringOrder, RecurringOrderLine } from '../../core/index.js';
import { refreshRecurringOrder, removeRecurringOrderLine } from '../../core/stores/recurring-orders.js';
import { t } from './texts.js';
import { recurringLineExpiryNote } from '../../core/rules/expiry-offers.js';

export interface OrderLinesProps {
  order: RecurringOrder;
  submitting: boolean;
  /** Where 'Find varer' leads (the search page). */
  searchUrl: string;
  /** Set when the lines section should take focus (a new order: "then its line list opens", §4). */
  headingRef?: (el: HTMLHeadingElement | null) => void;
}

function unitText(line: RecurringOrderLine): string {
  return line.units.find((u) => u.i === line.unit)?.d ?? line.unit;
}

/**
 * The order's lines (§3 line: amount, unit, product name and image, the alternative product when the
 * product is gone) and the line history. Lines are added from the product cards' Fastordrer tab; here
 * they are removed. Removing the last line deactivates the order on the server (§4); the store re-reads
 * it, so the status shows 'Inaktiv' and the toast says why.
 */
export function OrderLines({ order, submitting, searchUrl, headingRef }: OrderLinesProps) {
  const id = useId();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyLoading, setHistoryLoading] = useState(false);
  const lines = order.orderlines;

  async function toggleHistory() {
    if (historyOpen) {
      setHistoryOpen(false);
      return;
    }
    setHistoryOpen(true);
    // The list answers without history; the order itself carries it (newest first).
    setHistoryLoading(true);
    await refreshRecurringOrder(order.id);
    setHistoryLoading(false);
  }

  return (
    <section className="lines" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="section-title" tabIndex={-1} ref={headingRef}>
        {t.recurringLinesHeading}
      </h2>
      {lines.length === 0 ? (
        <p className="empty">
          {t.recurringLinesEmpty} <a href={safeUrl(searchUrl) ?? '/soeg'}>{t.recurringLinesFind}</a>
        </p>
      ) : (
        <>
          {order.active && lines.length === 1 ? <p className="help">{t.recurringLastLineNote}</p> : null}
          <div className="table-scroll">
          <table className="table lines-table">
            <thead>
              <tr>
                <th scope="col">{t.recurringColProduct}</th>
                <th scope="col">{t.recurringColAmount}</th>
                <th scope="col">{t.recurringColEdited}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.recurringRemoveLineShort}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const image = safeUrl(line.image ?? undefined);
                return (
                  <tr key={line.lineNo} className={line.exists ? undefined : 'gone'}>
                    <td>
                      <div className="product">
                        {image ? <img className="thumb" src={image} alt="" width={48} height={48} loading="lazy" /> : <span className="thumb" aria-hidden="true" />}
                        <div>
                          <div className="product-name">{line.name}</div>
                          <div className="muted">{t.recurringProductNo(line.productId)}</div>
                          {/* Issue 18 point 1: the product is on an expiry offer now (small: a hint, not a sale). */}
                          {recurringLineExpiryNote(line) ? <div className="line-expiry">{recurringLineExpiryNote(line)}</div> : null}
                          {line.exists ? null : (
                            <div className="line-warning">
                              {t.recurringProductGone}
                              {line.altProductId ? (
                                <>
                                  {' '}
                                  <a href={`${safeUrl(searchUrl) ?? '/soeg'}?search=${encodeURIComponent(line.altProductId)}`}>{t.recurringAltProduct(line.altProductId)}</a>
                                </>
                              ) : null}
                            </div>
                          )}
                        </div>
                      </div>
                    </td>
                    <td className="nowrap">
                      {formatAmount(line.amount)} {unitText(line)}
                    </td>
                    <td className="nowrap">{formatHistoryTime(line.edited)}</td>
                    <td>
                      <button
                        type="button"
                        className="btn-link danger"
                        aria-label={t.recurringRemoveLine(line.name)}
                        disabled={submitting}
                        onClick={() => void removeRecurringOrderLine(order, line.lineNo)}
                      >
                        {t.recurringRemoveLineShort}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          </div>
        </>
      )}
      <div className="history">
        <button type="button" className="btn-link" aria-expanded={historyOpen} aria-controls={`${id}-history`} onClick={() => void toggleHistory()}>
          {historyOpen ? t.recurringHistoryHide : t.recurringHistoryShow}
        </button>
        {historyOpen ? (
          <div id={`${id}-history`} className="history-panel">
            <h3 className="sub-title">{t.recurringHistoryHeading}</h3>
            {historyLoading && order.history.length === 0 ? (
              <p className="help">{t.recurringHistoryLoading}</p>
            ) : order.history.length === 0 ? (
              <p className="help">{t.recurringHistoryEmpty}</p>
            ) : (
              <ul className="history-list">
                {order.history.map((entry, i) => (
                  <li key={`${entry.at}-${i}`}>
                    <span className="nowrap">{formatHistoryTime(entry.at)}</span>
                    {' · '}
                    {t.recurringHistoryAction[entry.action]} {t.recurringProductNo(entry.productId)}
                    {entry.amount !== null ? ` (${formatAmount(entry.amount)} ${entry.unit})` : ''}
                    {entry.deliveryDate ? ` ${t.recurringHistoryForDate(formatDate(entry.deliveryDate))}` : ''}
                    {' · '}
                    <span className="muted">{entry.user}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
