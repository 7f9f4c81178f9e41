import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: () => ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation): one tab stop, Left/Right (and Up/Down) move and select,
 * Home/End the first and last; the selected panel is rendered and focusable. The selected key is the
 * caller's, so it survives re-renders with new data.
 */
export function Tabs<K extends string>({
  label,
  items,
  selected,
  onSelect,
  className = '',
}: {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  className?: string;
}) {
  const id = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const current = items.find((i) => i.key === selected) ?? items[0];
  if (!current) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the focused tab (a click may have moved focus without selecting, e.g. a scripted focus).
    const focused = (event.target as HTMLElement).closest('[role="tab"]')?.getAttribute('data-key');
    const from = items.findIndex((i) => i.key === focused);
    const index = from >= 0 ? from : items.findIndex((i) => i.key === current!.key);
    let next: number;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    const key = items[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  }

  return (
    <div className={`tabs ${className}`}>
      <div role="tablist" aria-label={label} className="tablist" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const isSelected = item.key === current.key;
          return (
            <button
              key={item.key}
              ref={(el) => {
                if (el) refs.current.set(item.key, el);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              data-key={item.key}
              id={`${id}-tab-${item.key}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={isSelected ? 0 : -1}
              className="tab"
              onClick={() => onSelect(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`} tabIndex={0} className="tabpanel">
        {current.panel()}
      </div>
    </div>
  );
}
