/**
 * `<shop-password-reminder>` (issue 19 point 3, §7 postPone): a strip at the top of the page for a user
 * whose password is over a year old: 'Din adgangskode er over et år gammel …' with 'Skift adgangskode'
 * (a link to /skift-adgangskode) and 'Påmind mig om 30 dage', which postpones the reminder 30 days.
 * Renders nothing for everybody else (also in a punch-out session), so it can sit in every page's layout.
 *
 * Events: none.
 *
 * @element shop-password-reminder
 *
 * @csspart reminder - the strip
 * @csspart change - 'Skift adgangskode'
 * @csspart postpone - 'Påmind mig om 30 dage'
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-primary-hover
 * @cssprop --shop-color-on-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-border
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
// The notice's own CSS loads with its chunk (password-reminder-panel.tsx), only when it is due.
import { PasswordReminder } from './password-reminder.js';

export const tag = 'shop-password-reminder';

export const ShopPasswordReminderElement = defineElement(tag, wrapElement(PasswordReminder, { css: '' }));
