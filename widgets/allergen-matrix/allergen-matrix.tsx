/**
 * `<shop-allergen-matrix>` (issue 20 point 2): the allergen overview of a favourite list, the products
 * against the EU 14 allergens, to print (a print stylesheet: A4 landscape, 30 products a page, the
 * header repeated) or download as CSV. It renders core/stores/allergen-matrix.ts; the marks do not rely
 * on colour ("●" contains, "○" may contain, each with its words for screen readers), and a product
 * without food info says so across its allergen cells rather than looking allergen-free.
 */
import { useEffect, useId } from 'react';
import { $sessionState } from '../../core/index.js';
import { allergenCsvUrl } from '../../core/api/allergen-matrix.js';
import { formatDate } from '../../core/format/date.js';
import { shopToday } from '../../core/rules/calendar.js';
import { matrixListId } from '../../core/rules/allergen-matrix.js';
import type { AllergenMatrix, AllergenMatrixRow } from '../../core/schemas/allergen-matrix.js';
import { ALLERGEN_CODES, type AllergenPresence } from '../../core/schemas/food-info.js';
import { $allergenMatrix, loadAllergenMatrix, showAllergenMatrix } from '../../core/stores/allergen-matrix.js';
import { daAllergenMatrix as t } from '../../core/texts/da-allergen-matrix.js';
import { daAllergenOverview } from '../../core/texts/da-allergen-overview.js';
import { daProductDetails } from '../../core/texts/da-product-details.js';
import { useLocationSearch } from '../shared/use-location-search.js';
import { useStore } from '../shared/use-store.js';
import { daLoginNeeded } from '../../core/texts/da-login-needed.js';
import { LoginNeeded } from '../shared/login-needed.js';

export interface AllergenMatrixProps {
  /** The favourite list; without it the page's `?favoritelist=` (§2) names it. */
  listId?: string;
}

export function AllergenMatrixView({ listId }: AllergenMatrixProps) {
  const session = useStore($sessionState);
  const state = useStore($allergenMatrix);
  const search = useLocationSearch();
  const id = matrixListId(listId, search);
  useEffect(() => showAllergenMatrix(id), [id]);

  if (session !== 'authenticated') return <LoginNeeded text={daLoginNeeded.allergenMatrix} />;
  if (id === null) return <p className="status" part="status">{t.noList}</p>;
  const shown = state.listId === id ? state : null;
  if (!shown || shown.status === 'idle' || shown.status === 'loading') {
    return <p className="status" part="status" role="status" aria-busy="true">{t.loading}</p>;
  }
  if (shown.status === 'notFound') return <p className="status" part="status" role="alert">{t.notFound}</p>;
  if (shown.status === 'error' || !shown.matrix) {
    return (
      <div className="status" part="status" role="alert">
        <p>{t.failed}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void loadAllergenMatrix()}>{t.retry}</button>
      </div>
    );
  }
  return <Matrix matrix={shown.matrix} />;
}

function Matrix({ matrix }: { matrix: AllergenMatrix }) {
  const captionId = useId();
  const printed = formatDate(shopToday(new Date(matrix.generatedAt)));
  const missing = matrix.rows.some((r) => r.allergens === null);
  return (
    <section className="matrix" part="container" aria-labelledby={captionId}>
      <div className="actions" role="group" aria-label={t.actionsLabel} part="actions">
        <button type="button" className="btn" onClick={() => window.print()}>{t.print}</button>
        <a className="btn btn-secondary" href={allergenCsvUrl(matrix.list.id)} download>{t.downloadCsv}</a>
      </div>
      {matrix.rows.length === 0 ? (
        <>
          <h2 id={captionId} className="title">{`${daAllergenOverview.link}: ${matrix.list.name}`}</h2>
          <p className="status">{t.empty}</p>
        </>
      ) : (
        <table className="table" part="table">
          <colgroup>
            <col className="col-name" />
            <col className="col-id" />
            <col className="col-version" />
            {ALLERGEN_CODES.map((code) => <col key={code} className="col-allergen" />)}
          </colgroup>
          <caption id={captionId}>
            <span className="title">{`${daAllergenOverview.link}: ${matrix.list.name}`}</span>
            <span className="meta">{t.printedOn(printed)} · {t.productCount(matrix.rows.length)}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.productId}</th>
              <th scope="col">{t.columns.versionHeader}</th>
              {ALLERGEN_CODES.map((code) => (
                <th key={code} scope="col" className="allergen" lang="da"><span className="vertical">{daProductDetails.allergenNames[code]}</span></th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrix.rows.map((row) => <Row key={row.productId} row={row} />)}
          </tbody>
        </table>
      )}
      <ul className="legend" part="legend" aria-label={t.legendLabel}>
        <li><span className="mark" aria-hidden="true">{t.markContains}</span> {t.presence.contains}</li>
        <li><span className="mark" aria-hidden="true">{t.markMayContain}</span> {t.presence.mayContain}</li>
        <li>{t.legendAbsent}</li>
      </ul>
      {missing ? <p className="note">{t.noFoodInfoNote}</p> : null}
      <p className="note">{t.regulationNote}</p>
    </section>
  );
}

// Functions, not tables: a text read when the module loads would never show an editor's text (issue 17 §1).
const mark = (p: AllergenPresence): string => ({ contains: t.markContains, mayContain: t.markMayContain, absent: '' })[p];
const spoken = (p: AllergenPresence): string => ({ contains: t.presence.contains, mayContain: t.presence.mayContain, absent: t.absentAccessible })[p];

function Row({ row }: { row: AllergenMatrixRow }) {
  const allergens = row.allergens;
  return (
    <tr className={allergens ? undefined : 'no-info'} data-product-id={row.productId}>
      <th scope="row" className="name">
        {row.name}
        {row.brand ? <span className="brand"> · {row.brand}</span> : null}
      </th>
      <td className="id">{row.productId}</td>
      <td className="version">{row.foodInfoVersion ?? '–'}</td>
      {allergens ? (
        ALLERGEN_CODES.map((code) => (
          <td key={code} className={`cell ${allergens[code]}`} data-allergen={code}>
            <span aria-hidden="true">{mark(allergens[code])}</span>
            <span className="visually-hidden">{spoken(allergens[code])}</span>
          </td>
        ))
      ) : (
        <td className="cell missing" colSpan={ALLERGEN_CODES.length}>{t.noFoodInfo}</td>
      )}
    </tr>
  );
}
