// A row of <shop-favorite-lists>' table, apart so the widget file stays about the page and its dialogs.
import { useId } from 'react';
import type { FavoriteList } from '../../core/schemas/favorite-list.js';
import { daFavoriteLists as t } from '../../core/texts/da-favorite-lists.js';

interface ListRowProps {
  list: FavoriteList;
  href: string;
  isAdmin: boolean;
  busy: boolean;
  onShare(change: { shared?: boolean; sharedWithChains?: boolean }): void;
  onRename(): void;
  onLock(): void;
  onUnlock(): void;
  onDelete(): void;
}

/** One row of the lists table: the list's link and lock, its sharing, and the owner's actions. */
export function ListRow({ list, href, isAdmin, busy, onShare, onRename, onLock, onUnlock, onDelete }: ListRowProps) {
  const id = useId();
  return (
    <tr className={list.mine ? 'own' : 'colleague'}>
      <th scope="row">
        <a href={href} className="list-link">
          {list.n}
        </a>
        {list.x ? (
          <span className="lock" title={t.locked}>
            <LockIcon />
            <span className="visually-hidden">{t.locked}</span>
          </span>
        ) : null}
      </th>
      <td className="nowrap">{t.itemCount(list.amount)}</td>
      <td>
        {list.mine ? (
          <div className="sharing">
            <label className="choice">
              <input type="checkbox" checked={list.shared} aria-disabled={busy || undefined} onChange={() => !busy && onShare({ shared: !list.shared })} />
              <span>
                {t.shareLabel}
                <span className="visually-hidden">{t.shareSuffix(list.n)}</span>
              </span>
            </label>
            {/* §5, §6: only admins see the option to share with chains. */}
            {isAdmin ? (
              <label className="choice">
                <input
                  type="checkbox"
                  checked={list.sharedWithChains}
                  aria-disabled={busy || undefined}
                  onChange={() => !busy && onShare({ sharedWithChains: !list.sharedWithChains })}
                />
                <span>
                  {t.chainsLabel}
                  <span className="visually-hidden">{t.chainsSuffix(list.n)}</span>
                </span>
              </label>
            ) : list.sharedWithChains ? (
              <span className="badge">{t.sharedWithChains}</span>
            ) : null}
          </div>
        ) : (
          <span className="badge badge-colleague">{t.colleagueList}</span>
        )}
      </td>
      <td>
        {list.mine ? (
          <div className="row-actions" role="group" aria-labelledby={`${id}-actions`}>
            <span id={`${id}-actions`} className="visually-hidden">
              {t.actionsFor(list.n)}
            </span>
            <button type="button" className="btn btn-secondary btn-small" aria-label={t.onList(t.rename, list.n)} onClick={onRename}>
              {t.rename}
            </button>
            {list.x ? (
              <>
                <button type="button" className="btn btn-secondary btn-small" aria-label={t.onList(t.unlock, list.n)} onClick={onUnlock}>
                  {t.unlock}
                </button>
                <button type="button" className="btn btn-secondary btn-small" aria-label={t.onList(t.changePin, list.n)} onClick={onLock}>
                  {t.changePin}
                </button>
              </>
            ) : (
              <button type="button" className="btn btn-secondary btn-small" aria-label={t.onList(t.lock, list.n)} onClick={onLock}>
                {t.lock}
              </button>
            )}
            <button type="button" className="btn btn-secondary btn-small btn-danger-outline" aria-label={t.onList(t.delete, list.n)} onClick={onDelete}>
              {t.delete}
            </button>
          </div>
        ) : (
          <span className="muted">{t.colleagueHint}</span>
        )}
      </td>
    </tr>
  );
}

function LockIcon() {
  return (
    <svg className="lock-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 3.5a2 2 0 1 1 4 0V7H6V4.5Z" />
    </svg>
  );
}
