// The search page's toolbar (§2 product list): sorting, gallery or list, and the filters (top 200,
// outlet, posting groups). It only renders: every change goes back through the page address.
import { da, sortingsFor } from '../../core/index.js';
import type { ReactNode } from 'react';
import type { CatalogueQuery, GroupFacet, SortingValue } from '../../core/index.js';
import type { ListView } from '../../core/stores/list-position.js';

export interface ListToolbarProps {
  query: CatalogueQuery;
  favoriteList: boolean;
  view: ListView;
  facets: readonly GroupFacet[];
  /** §6: punch-out users get no near-expiry outlet extension. */
  outletOffered: boolean;
  onSorting(sorting: SortingValue): void;
  onView(view: ListView): void;
  onChange(patch: Partial<CatalogueQuery>): void;
  /** The favourite-list view's own links beside the sorting (issue 20 point 2: "Allergenoversigt"). */
  listLinks?: ReactNode;
}

export function ListToolbar({ query, favoriteList, view, facets, outletOffered, onSorting, onView, onChange, listLinks }: ListToolbarProps) {
  const hasFilters = query.postingGroups.length > 0 || query.top200 || query.outlet;
  return (
    <div className="toolbar" part="toolbar">
      <div className="toolbar-row">
        <label className="field">
          <span>{da.sortingLabel}</span>
          <select className="input" value={query.sorting} onChange={(e) => onSorting(Number(e.currentTarget.value) as SortingValue)}>
            {sortingsFor({ favoriteList }).map((s) => (
              <option key={s} value={s}>
                {da.sortings[s]}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="view-switch">
          <legend className="visually-hidden">{da.viewLabel}</legend>
          {(['gallery', 'list'] as const).map((v) => (
            <button key={v} type="button" className={view === v ? 'btn btn-toggle on' : 'btn btn-toggle'} aria-pressed={view === v} onClick={() => onView(v)}>
              {v === 'gallery' ? da.viewGallery : da.viewList}
            </button>
          ))}
        </fieldset>
        {favoriteList && listLinks ? <div className="list-links">{listLinks}</div> : null}
      </div>
      <fieldset className="filters">
        <legend>{da.filtersLabel}</legend>
        <label className={query.top200 ? 'chip on' : 'chip'}>
          <input type="checkbox" checked={query.top200} onChange={(e) => onChange({ top200: e.currentTarget.checked })} />
          {da.top200Filter}
        </label>
        {outletOffered ? (
          <label className={query.outlet ? 'chip on' : 'chip'}>
            <input type="checkbox" checked={query.outlet} onChange={(e) => onChange({ outlet: e.currentTarget.checked })} />
            {da.outletFilter}
          </label>
        ) : null}
        {facets.length > 1 || query.postingGroups.length > 0 ? (
          <div className="facets" role="group" aria-label={da.postingGroupsLabel}>
            {facets.map((f) => (
              <label key={f.groupId} className={query.postingGroups.includes(f.groupId) ? 'chip on' : 'chip'}>
                <input
                  type="checkbox"
                  checked={query.postingGroups.includes(f.groupId)}
                  onChange={(e) =>
                    onChange({
                      postingGroups: e.currentTarget.checked ? [...query.postingGroups, f.groupId] : query.postingGroups.filter((g) => g !== f.groupId),
                    })
                  }
                />
                {da.groupWithCount(f.name, f.count)}
              </label>
            ))}
          </div>
        ) : null}
        {hasFilters ? (
          <button type="button" className="btn btn-secondary" onClick={() => onChange({ postingGroups: [], top200: false, outlet: false })}>
            {da.clearFilters}
          </button>
        ) : null}
      </fieldset>
    </div>
  );
}
