import { da } from '../../core/index.js';
import type { CardView } from '../../core/index.js';

const SKELETONS = 6;

/** Placeholder card while results load. */
export function SkeletonCard({ view = 'gallery' }: { view?: CardView } = {}) {
  return (
    <div className={`card card-${view} skeleton`} aria-hidden="true">
      <div className="media sk-block" />
      <div className="body">
        <div className="sk-line short" />
        <div className="sk-line" />
        <div className="sk-line" />
        <div className="sk-line short" />
      </div>
    </div>
  );
}

/** A screenful of placeholders; `bare` inside a list that already has its heading. */
export function Skeletons({ bare = false }: { bare?: boolean }) {
  const grid = (
    <ul className="grid" aria-hidden="true">
      {Array.from({ length: SKELETONS }, (_, i) => (
        <li key={i}>
          <SkeletonCard />
        </li>
      ))}
    </ul>
  );
  if (bare) return grid;
  return (
    <section className="list" part="list" aria-busy="true">
      <p className="visually-hidden">{da.loading}</p>
      {grid}
    </section>
  );
}
