import type { CardView } from '../../core/index.js';

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
