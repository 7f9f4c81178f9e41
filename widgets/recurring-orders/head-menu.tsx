import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { RecurringOrder } from '../../core/index.js';
import { canToggleActive } from '../../core/rules/recurring-order-state.js';
import { deleteRecurringOrder, duplicateRecurringOrder, setRecurringOrderActive } from '../../core/stores/recurring-orders.js';
import { t } from './texts.js';
import type { ConfirmRequest } from './confirm-dialog.js';

export interface HeadMenuProps {
  /** The head form's useId: the menu points at the form's help text for the active toggle. */
  id: string;
  order: RecurringOrder;
  /** Every item asks first; the head form's dialog asks. */
  onConfirm(request: ConfirmRequest): void;
  onCreated(order: RecurringOrder): void;
  onDeleted(): void;
}

/** The head's settings menu (activate or deactivate, duplicate, delete), a WAI-ARIA menu button. */
export function HeadMenu({ id, order, onConfirm, onCreated, onDeleted }: HeadMenuProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const lineCount = order.orderlines.length;

  function openMenu() {
    setMenuOpen(true);
    requestAnimationFrame(() => menuRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus());
  }

  function closeMenu(focusButton = true) {
    setMenuOpen(false);
    if (focusButton) menuButtonRef.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(menuRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
    const index = items.indexOf(event.target as HTMLButtonElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? items[0] : items.at(-1))?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeMenu();
    } else if (event.key === 'Tab') {
      closeMenu(false);
    }
  }

  function menuAction(request: ConfirmRequest) {
    // Focus goes back to the menu button, so the dialog returns it there when it closes.
    closeMenu();
    onConfirm(request);
  }

  return (
    <div
      className="menu-wrap"
      onBlur={(e) => {
        if (menuOpen && !e.currentTarget.contains(e.relatedTarget as Node | null)) setMenuOpen(false);
      }}
    >
      <button
        ref={menuButtonRef}
        type="button"
        className="btn btn-secondary btn-small"
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        aria-controls={`${id}-menu`}
        onClick={() => (menuOpen ? closeMenu() : openMenu())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !menuOpen) {
            e.preventDefault();
            openMenu();
          }
        }}
      >
        {t.recurringSettings}
      </button>
      {menuOpen ? (
        <ul ref={menuRef} id={`${id}-menu`} className="menu" role="menu" aria-label={t.recurringSettings} onKeyDown={onMenuKey}>
          <li role="none">
            {order.active ? (
              <button
                type="button"
                role="menuitem"
                className="menu-item"
                onClick={() =>
                  menuAction({
                    title: t.recurringConfirmDeactivateTitle,
                    text: t.recurringConfirmDeactivateText(order.orderName),
                    confirmLabel: t.recurringMenuDeactivate,
                    onConfirm: () => void setRecurringOrderActive(order, false),
                  })
                }
              >
                {t.recurringMenuDeactivate}
              </button>
            ) : (
              <button
                type="button"
                role="menuitem"
                className="menu-item"
                aria-disabled={canToggleActive(lineCount) ? undefined : 'true'}
                aria-describedby={canToggleActive(lineCount) ? undefined : `${id}-active-help`}
                onClick={() => {
                  if (!canToggleActive(lineCount)) return;
                  menuAction({
                    title: t.recurringConfirmActivateTitle,
                    text: t.recurringConfirmActivateText(order.orderName),
                    confirmLabel: t.recurringMenuActivate,
                    onConfirm: () => void setRecurringOrderActive(order, true),
                  });
                }}
              >
                {t.recurringMenuActivate}
              </button>
            )}
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="menu-item"
              onClick={() =>
                menuAction({
                  title: t.recurringConfirmDuplicateTitle,
                  text: t.recurringConfirmDuplicateText(order.orderName),
                  confirmLabel: t.recurringMenuDuplicate,
                  onConfirm: () =>
                    void duplicateRecurringOrder(order).then((copy) => {
                      if (copy) onCreated(copy);
                    }),
                })
              }
            >
              {t.recurringMenuDuplicate}
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="menu-item danger"
              onClick={() =>
                menuAction({
                  title: t.recurringConfirmDeleteTitle,
                  text: t.recurringConfirmDeleteText(order.orderName),
                  confirmLabel: t.recurringMenuDelete,
                  danger: true,
                  onConfirm: () =>
                    void deleteRecurringOrder(order).then((done) => {
                      if (done) onDeleted();
                    }),
                })
              }
            >
              {t.recurringMenuDelete}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
