/**
 * `<shop-campaign-report>`: the checkout campaigns' report for marketing (issue 18 point 2, GET
 * /api/checkout/report): per campaign its period, price group, stock left, amounts ordered and in
 * baskets, average rating and the customers' comments with dates (no names or e-mails). Admins only;
 * other users read "Kun administratorer kan se kampagnerapporten.", logged-out visitors a login link.
 * The example site shows it on /cms/kampagner.
 *
 * Events: none.
 *
 * @element shop-campaign-report
 *
 * @csspart status - loading, refused (not an administrator), load failed (with 'Prøv igen'), or no campaigns
 * @csspart container - the report (a <div> holding the table and the comments)
 * @csspart table - the campaigns table (a <table>, one row per campaign)
 * @csspart comments - one campaign's comments (a <section> with its heading and list)
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-text
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-border
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { CampaignReportView } from './campaign-report.js';
import css from './campaign-report.css?inline';

export const tag = 'shop-campaign-report';

export const ShopCampaignReportElement = defineElement(tag, wrapElement<object>(CampaignReportView, { css, props: {} }));
