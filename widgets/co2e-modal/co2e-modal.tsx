import { useEffect, useId, useRef } from 'react';
import { $settings, safeUrl } from '../../core/index.js';
import { daProductDetails as t } from '../../core/texts/da-product-details.js';
import { co2eFigures } from '../../core/format/co2e-details.js';
import { $co2eModal, closeCo2eModal } from '../../core/stores/product-details.js';
import { useStore } from '../shared/use-store.js';
import { useModal } from '../shared/use-modal.js';

/** Where 'Læs mere om CO2e' goes when the element names no `explanation-url`. */
export const DEFAULT_CO2E_URL = '/baeredygtighed/co2e';

export interface Co2eModalProps {
  /** The CO2 explanation page (through the URL allow-list). */
  explanationUrl?: string;
}

/**
 * The CO2e modal (issue 4 point 7; §6, §9): a native modal <dialog> with the product's kg CO2e per kg
 * and per sales unit (2 decimals, comma; figures that round to '0,00' left out), what CO2e means and
 * a link to the explanation page. Opened through $co2eModal (the details view's 'Se klimaaftryk');
 * hideCo2 users never see figures: the dialog stays closed for them.
 */
export function Co2eModal({ explanationUrl }: Co2eModalProps) {
  const product = useStore($co2eModal);
  const settings = useStore($settings);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const id = useId();
  const figures = product ? co2eFigures(product, settings) : null;
  const open = product !== null && figures !== null;
  const href = safeUrl(explanationUrl) ?? DEFAULT_CO2E_URL;

  useEffect(() => {
    // Nothing to show (hideCo2, no figures): the request is dropped rather than opening an empty dialog.
    if (product !== null && figures === null) closeCo2eModal();
  }, [product, figures]);

  useModal(dialogRef, open);

  return (
    <dialog
      ref={dialogRef}
      className="dialog co2e"
      part="dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        closeCo2eModal();
      }}
    >
      <h2 id={`${id}-title`} className="title">
        {t.co2eTitle}
      </h2>
      {product && figures ? (
        <>
          <p className="product">{t.co2eProduct(product.name)}</p>
          <ul className="figures">
            {figures.perKg ? <li>{t.co2ePerKg(figures.perKg)}</li> : null}
            {figures.perUnit.map((f) => (
              <li key={f.unit}>{t.co2ePerUnit(f.value, f.unit)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="text">{t.co2eExplanation}</p>
      <p className="text">
        <a href={href} part="link">
          {t.co2eReadMore}
        </a>
      </p>
      <button type="button" className="btn" part="button" onClick={closeCo2eModal}>
        {t.close}
      </button>
    </dialog>
  );
}
