import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { addDays, formatDate } from '../../core/index.js';
import { addMonths, monthOf, monthWeeks, sameDayMonthsOn, weekEndOf, weekStartOf } from '../../core/rules/calendar-month.js';
import { formatMonthYear } from '../../core/format/month-year.js';
import { formatWeekdayDate } from '../../core/format/weekday-date.js';
import { dateUnavailableReason } from '../../core/rules/recurring-schedule.js';
import { t } from './texts.js';

export interface DatePickerProps {
  label: string;
  value: string | null;
  /** The customer's selectable delivery dates (§5), first to last. Every other day is refused. */
  selectable: readonly string[];
  onChange(date: string | null): void;
  /** The §5 message shown at the field (from core's validation). */
  message?: string | null;
  /** Shown when no date is chosen (e.g. 'Ingen slutdato'). */
  emptyText?: string;
  clearable?: boolean;
}

/**
 * A date field whose calendar offers only the customer's selectable delivery dates (§5). Unavailable days
 * stay focusable (aria-disabled) so a keyboard or screen-reader user learns why: choosing one is refused
 * with 'Kan ikke vælges' at the field. Arrow keys move by day and week, Page Up/Down by month, Escape
 * closes and returns focus to the field's button.
 */
export function DatePicker({ label, value, selectable, onChange, message, emptyText, clearable = false }: DatePickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const first = selectable[0] ?? null;
  const last = selectable.at(-1) ?? null;
  const [focusDay, setFocusDay] = useState<string>(value ?? first ?? '');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  // A layout effect: focus is on the day before the browser hands over any key (with preact a plain
  // effect runs after the next frame, and a key pressed on another day in between went astray).
  useLayoutEffect(() => {
    if (!open || !moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [open, focusDay]);

  if (!first || !last) {
    return (
      <div className="field date-field">
        <span className="label">{label}</span>
        <span className="date-value">{value ? formatDate(value) : (emptyText ?? t.recurringDateEmpty)}</span>
      </div>
    );
  }

  const month = monthOf(focusDay || first);
  const minMonth = monthOf(first);
  const maxMonth = monthOf(last);
  const shown = message ?? refused;

  function openCalendar() {
    setRefused(null);
    setFocusDay(value && value >= first! && value <= last! ? value : first!);
    moveFocus.current = true;
    setOpen(true);
  }

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function choose(day: string) {
    const reason = dateUnavailableReason(day, selectable);
    if (reason) {
      setRefused(reason);
      return;
    }
    setRefused(null);
    onChange(day);
    close();
  }

  function clamp(day: string): string {
    if (day < monthOf(first!)) return monthOf(first!);
    const end = addDays(addMonths(maxMonth, 1), -1);
    return day > end ? end : day;
  }

  function go(day: string) {
    moveFocus.current = true;
    setFocusDay(clamp(day));
  }

  function onGridKey(event: KeyboardEvent<HTMLTableElement>) {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = moves[event.key];
    if (step !== undefined) {
      event.preventDefault();
      go(addDays(focusDay, step));
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      go(sameDayMonthsOn(focusDay, event.key === 'PageUp' ? -1 : 1));
    } else if (event.key === 'Home') {
      event.preventDefault();
      go(weekStartOf(focusDay));
    } else if (event.key === 'End') {
      event.preventDefault();
      go(weekEndOf(focusDay));
    }
  }

  return (
    <div
      className="field date-field"
      role="group"
      aria-labelledby={`${id}-label`}
      onBlur={(e) => {
        // A non-modal popover: it closes when focus leaves the field (a click elsewhere, Tab onwards).
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <span className="label" id={`${id}-label`}>
        {label}
      </span>
      <div className="date-row">
        <span className="date-value" id={`${id}-value`}>
          {value ? formatDate(value) : (emptyText ?? t.recurringDateEmpty)}
        </span>
        <button
          ref={toggleRef}
          type="button"
          className="btn btn-secondary btn-small"
          aria-expanded={open}
          aria-controls={`${id}-calendar`}
          aria-describedby={`${id}-value${shown ? ` ${id}-msg` : ''}`}
          onClick={() => (open ? close() : openCalendar())}
        >
          {t.recurringChooseDate(label)}
        </button>
        {clearable && value ? (
          <button type="button" className="btn-link" onClick={() => onChange(null)}>
            {t.recurringClearDate(label)}
          </button>
        ) : null}
      </div>
      {shown ? (
        <p className="field-error" id={`${id}-msg`}>
          {shown}
        </p>
      ) : null}
      {open ? (
        <div
          className="calendar"
          id={`${id}-calendar`}
          tabIndex={-1}
          role="group"
          aria-label={t.recurringCalendar(label)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault();
              e.stopPropagation();
              close();
            }
          }}
        >
          <div className="calendar-head">
            <button type="button" className="btn-icon" aria-label={t.recurringPrevMonth} disabled={month <= minMonth} onClick={() => go(addMonths(month, -1))}>
              ‹
            </button>
            <span className="calendar-month" id={`${id}-month`} aria-live="polite">
              {formatMonthYear(month)}
            </span>
            <button type="button" className="btn-icon" aria-label={t.recurringNextMonth} disabled={month >= maxMonth} onClick={() => go(addMonths(month, 1))}>
              ›
            </button>
          </div>
          <table ref={gridRef} className="calendar-grid" aria-labelledby={`${id}-month`} onKeyDown={onGridKey}>
            <thead>
              <tr>
                {[1, 2, 3, 4, 5, 6, 0].map((d) => (
                  <th key={d} scope="col" abbr={t.recurringWeekdayNames[d]}>
                    {t.recurringWeekdayShort[d]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(month).map((week, i) => (
                <tr key={i}>
                  {week.map((day, j) =>
                    day === null ? (
                      <td key={j} />
                    ) : (
                      <td key={day}>
                        <DayButton day={day} focused={day === focusDay} selected={day === value} available={selectable.includes(day)} onChoose={choose} onFocusDay={setFocusDay} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <button type="button" className="btn-link calendar-close" onClick={close}>
            {t.recurringCloseCalendar}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function DayButton({ day, focused, selected, available, onChoose, onFocusDay }: {
  day: string;
  focused: boolean;
  selected: boolean;
  available: boolean;
  onChoose(day: string): void;
  onFocusDay(day: string): void;
}) {
  const name = `${formatWeekdayDate(day)} ${day.slice(0, 4)}`;
  return (
    <button
      type="button"
      className={`day${available ? '' : ' unavailable'}${selected ? ' selected' : ''}`}
      tabIndex={focused ? 0 : -1}
      aria-label={available ? name : `${name}, ${t.recurringDateUnavailable}`}
      aria-disabled={available ? undefined : 'true'}
      aria-pressed={available ? selected : undefined}
      title={available ? undefined : t.recurringDateUnavailable}
      data-date={day}
      onFocus={() => onFocusDay(day)}
      onClick={() => onChoose(day)}
    >
      {Number(day.slice(8, 10))}
    </button>
  );
}
