// "Sendte indkøbslister" of <shop-shopping-list> (issue 22 point 4; §7 "Shopping lists" POST send): the
// lists sent to the department, newest first, read-only, with "Vis flere" for older ones.
import { useId } from 'react';
import { formatAmount, unitLabel } from '../../core/index.js';
import { formatHistoryTime } from '../../core/format/history-time.js';
import type { ShoppingList as List } from '../../core/schemas/shopping-list.js';
import { $sentShoppingLists, hasMoreSentShoppingLists, loadSentShoppingLists } from '../../core/stores/shopping-list.js';
import { daShoppingList as t } from '../../core/texts/da-shopping-list.js';
import { useStore } from '../shared/use-store.js';

export function SentLists() {
  const state = useStore($sentShoppingLists);
  const id = useId();
  const more = hasMoreSentShoppingLists(state);
  return (
    <section className="section sent" part="sent" aria-labelledby={`${id}-title`} aria-busy={state.status === 'loading'}>
      <h2 id={`${id}-title`} className="section-title">
        {t.sentHeading}
      </h2>
      {state.lists.length === 0 && state.status === 'ready' ? <p className="status">{t.sentNone}</p> : null}
      {state.lists.length > 0 ? (
        <ol className="sent-lists">
          {state.lists.map((list) => (
            <SentList key={list.id} list={list} />
          ))}
        </ol>
      ) : null}
      {state.status === 'loading' || state.status === 'idle' ? <p className="status">{t.sentLoading}</p> : null}
      {state.status === 'error' ? (
        <p className="status error-state" role="alert">
          {t.sentFailed}{' '}
          <button type="button" className="btn secondary" onClick={() => void loadSentShoppingLists({ more: state.lists.length > 0 })}>
            {t.retry}
          </button>
        </p>
      ) : null}
      {more && state.status === 'ready' ? (
        <p className="actions">
          <button type="button" className="btn secondary" part="show-more" onClick={() => void loadSentShoppingLists({ more: true })}>
            {t.showMore}
          </button>
        </p>
      ) : null}
    </section>
  );
}

function SentList({ list }: { list: List }) {
  const id = useId();
  return (
    <li className="sent-list" part="sent-list" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="list-title">
        {list.name || t.unnamed}
      </h3>
      <p className="meta">
        {t.sentTitle(list.sentAt ? formatHistoryTime(list.sentAt) : '', list.sentBy ?? '')} · {t.sentLines(list.lines.length)}
      </p>
      {list.comment ? <p className="comment">{list.comment}</p> : null}
      {list.lines.length > 0 ? (
        <table className="lines read-only">
          <caption className="visually-hidden">{list.name || t.unnamed}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colProduct}</th>
              <th scope="col">{t.colBrand}</th>
              <th scope="col">{t.colNumber}</th>
              <th scope="col">{t.colAmount}</th>
              <th scope="col">{t.colUnit}</th>
            </tr>
          </thead>
          <tbody>
            {list.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.name || line.productId}</td>
                <td>{line.brand}</td>
                <td className="number">{line.productId}</td>
                <td className="number">{formatAmount(line.amount)}</td>
                <td>{unitLabel(line.unit, line.unitDescription)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}
