// The Fastordrer tab's CSS as text, for the dropdown shell to adopt into its shadow root next to base.css
// (traps.md: CSS imported by a component never reaches a shadow root). Apart from the panel so the shell
// can adopt it before the panel's lazily loaded chunk arrives.
import css from './recurring-order-panel.css?inline';

export const recurringOrderPanelCss: string = css;
