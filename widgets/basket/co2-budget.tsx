// Issue 20 point 5: the basket's CO2e and organic budget in the basket page's summary. Renders
// core/stores/co2-budget.ts; the rules (target comparison, what is shown) are core's.
import { useId, useRef } from 'react';
import { $settings, canSeeCo2, formatCo2, showCo2 } from '../../core/index.js';
import { co2TargetStatus, organicTargetStatus, showCo2Budget, type TargetStatus } from '../../core/rules/co2-budget.js';
import { $co2Budget, swapToAlternative } from '../../core/stores/co2-budget.js';
import { daCo2Budget } from '../../core/texts/da-co2-budget.js';
import { useStore } from '../shared/use-store.js';
import { formatAmount } from '../../core/format/amount.js';

/** The state in words and a sign, never colour alone. */
function State({ status, met, missed }: { status: TargetStatus; met: string; missed: string }) {
  if (status === null) return null;
  return (
    <strong className={`budget-state ${status}`} part="co2-budget-state">
      <span aria-hidden="true">{status === 'met' ? '✓ ' : '! '}</span>
      {status === 'met' ? met : missed}
    </strong>
  );
}

/**
 * The panel: "CO2e pr. ordrelinje: 3,10 kg · mål 2,50 kg" and "Økologisk andel 20 % · mål 30 %" with
 * their state against the department's targets, and for the (up to) three heaviest lines a lower-CO2e
 * product with "Byt". Nothing for hideCo2 users (§6); without targets only the alternatives show.
 */
export function Co2BudgetPanel({ disabled = false }: { disabled?: boolean }) {
  const settings = useStore($settings);
  const state = useStore($co2Budget);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  if (!canSeeCo2(settings)) return null;
  const budget = state.budget;
  if (state.status === 'error' && !budget) return <p className="hint" part="co2-budget">{daCo2Budget.loadFailed}</p>;
  if (!budget || !showCo2Budget(budget, settings.hideCo2)) return null;

  const co2Status = co2TargetStatus(budget.averageCo2, budget.co2TargetPerLine, budget.itemCount);
  const organicStatus = organicTargetStatus(budget.ecoPct, budget.organicTargetPct, budget.itemCount);
  const alternatives = budget.lines.filter((l) => l.alternative !== null);
  // §6/§9: a CO2e figure that rounds to '0,00' is not shown.
  const showAverage = budget.co2TargetPerLine !== null && showCo2(settings, budget.averageCo2);

  async function swap(lineNo: number) {
    if (await swapToAlternative(lineNo)) heading.current?.focus({ preventScroll: true });
  }

  return (
    <section className="co2-budget" part="co2-budget" aria-labelledby={`${id}-co2`}>
      <h4 ref={heading} tabIndex={-1} id={`${id}-co2`} className="budget-title">{daCo2Budget.title}</h4>
      {showAverage || budget.organicTargetPct !== null ? (
        <ul className="budget-figures">
          {showAverage ? (
            <li className={`budget-figure ${co2Status ?? ''}`} part="co2-budget-figure">
              <span>{daCo2Budget.co2PerLine(formatCo2(budget.averageCo2))} · {daCo2Budget.co2Target(formatCo2(budget.co2TargetPerLine ?? 0))}</span>{' '}
              <State status={co2Status} met={daCo2Budget.co2Met} missed={daCo2Budget.co2Missed} />
            </li>
          ) : null}
          {budget.organicTargetPct !== null ? (
            <li className={`budget-figure ${organicStatus ?? ''}`} part="co2-budget-figure">
              <span>{daCo2Budget.organicShare(budget.ecoPct)} · {daCo2Budget.organicTarget(budget.organicTargetPct)}</span>{' '}
              <State status={organicStatus} met={daCo2Budget.organicMet} missed={daCo2Budget.organicMissed} />
            </li>
          ) : null}
        </ul>
      ) : null}
      {alternatives.length > 0 ? (
        <>
          <h5 id={`${id}-alt`} className="budget-subtitle">{daCo2Budget.alternativesTitle}</h5>
          <ul className="budget-alternatives" aria-labelledby={`${id}-alt`}>
            {alternatives.map((line) => {
              const alt = line.alternative!;
              const busy = state.swapping === line.lineNo;
              const changesAmount = alt.unit !== line.unit || alt.amount !== line.amount;
              return (
                <li key={line.lineNo} className="budget-alternative" part="co2-alternative">
                  <span className="budget-line">{daCo2Budget.lineCo2(line.name, formatCo2(line.co2))}</span>
                  <span className="budget-lower">
                    {daCo2Budget.lowerCo2(alt.name, formatCo2(alt.saving))}
                    {changesAmount ? <span className="hint"> {daCo2Budget.swapAmount(formatAmount(alt.amount), alt.unit)}</span> : null}
                  </span>
                  <button
                    type="button"
                    className="btn secondary budget-swap"
                    part="co2-swap"
                    // WCAG 2.5.3: the label starts with the visible "Byt"; while busy the text is "Bytter …",
                    // so the name is the text alone (decision 028, sixth pass).
                    aria-label={busy ? undefined : daCo2Budget.swapLabel(line.name, alt.name)}
                    aria-busy={busy}
                    disabled={disabled || state.swapping !== null}
                    onClick={() => void swap(line.lineNo)}
                  >
                    {busy ? daCo2Budget.swapping : daCo2Budget.swap}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}

