import { useEffect, useId, useRef, useState } from 'react';
import { $profile, $sessionState, $shopConfig, ensureProfile, safeUrl } from '../../core/index.js';
import { favoriteListUrl } from '../../core/rules/favorite-list-url.js';
import type { FavoriteList } from '../../core/schemas/favorite-list.js';
import {
  $favoriteListsOverview,
  deleteFavoriteList,
  lockFavoriteList,
  loadFavoriteLists,
  unlockFavoriteList,
  updateFavoriteList,
  verifyFavoriteListPin,
} from '../../core/stores/favorite-lists.js';
import type { FavoriteOutcome } from '../../core/stores/favorite-lists.js';
import { da } from '../../core/texts/da.js';
import { daFavoriteLists as t } from '../../core/texts/da-favorite-lists.js';
import { NewListDialog } from '../favorite-list-dialogs/new-list-dialog.js';
import { PinDialog } from '../favorite-list-dialogs/pin-dialog.js';
import type { PinDialogMode } from '../favorite-list-dialogs/pin-dialog.js';
import { useStore } from '../shared/use-store.js';
import { DeleteDialog, RenameDialog } from './list-dialogs.js';
import { ListRow } from './list-row.js';

export interface FavoriteListsProps {
  /** The search page that shows a list (?favoritelist=<id>); default $shopConfig.searchUrl ('/soeg'). */
  searchUrl?: string;
  /** Where 'Log ind' goes when nobody is logged in; default $shopConfig.loginUrl. */
  loginUrl?: string;
}

/** The PIN dialog's job: lock (or change the PIN), unlock, or verify before deleting. */
interface PinJob {
  mode: PinDialogMode;
  listId: number;
  /** Lock mode on a locked list: change the PIN, which needs the current one. */
  change: boolean;
}

/**
 * `<shop-favorite-lists>`: the user's favourite lists (issue 5; spec §2, §4-§6, §8): own lists first,
 * then colleagues' shared lists, each with its item count, sharing and lock. Each opens on the search
 * page (?favoritelist=<id>). The owner renames, shares (admins also with chains), locks, unlocks and
 * deletes (a locked list's PIN first); anyone creates a list, also from the purchase history.
 * List state lives in the store ($favoriteLists), so a CMS that moves the element loses nothing; the
 * store loads the lists while this shows them (core/stores/favorite-lists.ts).
 */
export function FavoriteLists({ searchUrl, loginUrl }: FavoriteListsProps) {
  const id = useId();
  const session = useStore($sessionState);
  const profile = useStore($profile);
  const config = useStore($shopConfig);
  const state = useStore($favoriteListsOverview);
  const [newList, setNewList] = useState<'plain' | 'history' | null>(null);
  const [pinJob, setPinJob] = useState<PinJob | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<{ listId: number; pin?: string } | null>(null);
  const [pending, setPending] = useState<readonly number[]>([]);
  // The PIN verified for a delete: the confirm dialog follows, and the delete sends the PIN again.
  const verified = useRef<{ listId: number; pin: string } | null>(null);
  const authenticated = session === 'authenticated' && profile !== null;
  const isAdmin = profile?.isAdmin === true;

  useEffect(() => {
    void ensureProfile();
  }, []);

  const byId = (listId: number | null | undefined): FavoriteList | null => state.lists.find((l) => l.i === listId) ?? null;
  const target = safeUrl(searchUrl) ?? safeUrl(config.searchUrl) ?? '/soeg';

  if (session === 'unknown' || session === 'loading') {
    return <div className="favorite-lists" aria-busy="true" />;
  }
  if (!authenticated) {
    return (
      <div className="favorite-lists">
        <p className="notice">
          {t.pageLoginNeeded} <a href={safeUrl(loginUrl) ?? safeUrl(config.loginUrl) ?? '/'}>{t.pageLogin}</a>
        </p>
      </div>
    );
  }

  async function share(list: FavoriteList, change: { shared?: boolean; sharedWithChains?: boolean }): Promise<void> {
    if (pending.includes(list.i)) return;
    setPending((p) => [...p, list.i]);
    await updateFavoriteList(list.i, change);
    setPending((p) => p.filter((x) => x !== list.i));
  }

  async function submitPin(pin: string, currentPin?: string): Promise<FavoriteOutcome<unknown>> {
    if (!pinJob) return { ok: false, reason: 'error', message: da.favoriteListError };
    const { mode, listId } = pinJob;
    if (mode === 'lock') return lockFavoriteList(listId, pin, currentPin);
    if (mode === 'unlock') return unlockFavoriteList(listId, pin);
    const outcome = await verifyFavoriteListPin(listId, pin);
    if (outcome.ok) verified.current = { listId, pin };
    return outcome;
  }

  function closePin(): void {
    const done = verified.current;
    verified.current = null;
    setPinJob(null);
    // §4 verify before deleting: the PIN was right, now the confirmation.
    if (done) setDeleting({ listId: done.listId, pin: done.pin });
  }

  const pinList = byId(pinJob?.listId);
  const renameList = byId(renaming);
  const deleteList = byId(deleting?.listId);
  const own = state.lists.filter((l) => l.mine);
  const colleagues = state.lists.filter((l) => !l.mine);

  return (
    <div className="favorite-lists" part="root">
      <section className="overview" aria-labelledby={`${id}-heading`}>
        <div className="head-bar">
          <h2 id={`${id}-heading`} className="section-title">
            {t.pageHeading}
          </h2>
          <div className="head-actions">
            <button type="button" className="btn" onClick={() => setNewList('plain')}>
              {t.pageNew}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => setNewList('history')}>
              {t.pageNewFromHistory}
            </button>
          </div>
        </div>
        {state.status === 'error' && state.lists.length === 0 ? (
          <p className="notice notice-error">
            {da.favoriteListsLoadFailed}{' '}
            <button type="button" className="btn-link" onClick={() => void loadFavoriteLists()}>
              {t.pageRetry}
            </button>
          </p>
        ) : state.status !== 'ready' && state.lists.length === 0 ? (
          <p className="help" aria-busy="true">
            {t.pageLoading}
          </p>
        ) : state.lists.length === 0 ? (
          <p className="empty">{t.pageEmpty}</p>
        ) : (
          <div className="table-scroll">
            <table className="table lists-table">
              <caption className="caption">
                {t.pageCaption}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.colName}</th>
                  <th scope="col">{t.colItems}</th>
                  <th scope="col">{t.colSharing}</th>
                  <th scope="col">{t.colActions}</th>
                </tr>
              </thead>
              <tbody>
                {[...own, ...colleagues].map((list) => (
                  <ListRow
                    key={list.i}
                    list={list}
                    href={favoriteListUrl(target, list.i)}
                    isAdmin={isAdmin}
                    busy={pending.includes(list.i)}
                    onShare={(change) => void share(list, change)}
                    onRename={() => setRenaming(list.i)}
                    onLock={() => setPinJob({ mode: 'lock', listId: list.i, change: list.x })}
                    onUnlock={() => setPinJob({ mode: 'unlock', listId: list.i, change: false })}
                    onDelete={() => (list.x ? setPinJob({ mode: 'verify', listId: list.i, change: false }) : setDeleting({ listId: list.i }))}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <NewListDialog open={newList !== null} allowHistory startFromHistory={newList === 'history'} onClose={() => setNewList(null)} />
      <PinDialog
        open={pinJob !== null && pinList !== null}
        mode={pinJob?.mode ?? 'verify'}
        listName={pinList?.n ?? ''}
        currentPinRequired={pinJob?.change ?? false}
        onSubmit={submitPin}
        onClose={closePin}
      />
      <RenameDialog list={renameList} onClose={() => setRenaming(null)} />
      <DeleteDialog
        list={deleteList}
        onClose={() => setDeleting(null)}
        onConfirm={async (list) => {
          const outcome = await deleteFavoriteList(list.i, deleting?.pin);
          // Done, or gone meanwhile: close. A refusal (its toast says why) keeps the choice open.
          if (outcome.ok || outcome.reason === 'notFound' || outcome.reason === 'session' || outcome.reason === 'wrongPin' || outcome.reason === 'lockedOut') setDeleting(null);
        }}
      />
    </div>
  );
}
