// The example procurement system's one page (issue 16 §5): start OCI or cXML punch-out, and the
// requisitions that came back, newest first, line by line with the total. Plain HTML from a function:
// no inline script or style (the site's CSP), every value escaped.
import { formatOre, formatQuantity, toOre } from './decimal.js';
import type { ReceivedBasket } from './requisition.js';

export interface Requisition extends ReceivedBasket {
  id: number;
  receivedAt: Date;
  /** cXML: whether the BuyerCookie is one this system sent in a setup request. */
  cookieKnown: boolean;
}

export interface PageInput {
  /** Where the OCI form posts: the shop's /api/punchoutlogin. */
  ociLoginUrl: string;
  /** HOOK_URL: this system's /indkoebssystem/retur. */
  hookUrl: string;
  username: string;
  password: string;
  requisitions: readonly Requisition[];
  /** A failed cXML start, shown above everything else. */
  error?: { title: string; lines: string[] };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const TIME = new Intl.DateTimeFormat('da-DK', {
  timeZone: 'Europe/Copenhagen',
  day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** "26-11-2026 14:03:07" (the spec's dd-mm-yyyy). */
export function formatTime(date: Date): string {
  const parts = Object.fromEntries(TIME.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const PROTOCOL_NAME = { oci: 'OCI', cxml: 'cXML' } as const;

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
}

function ociForm(input: PageInput): string {
  return `<form class="po-start" method="post" action="${escapeHtml(input.ociLoginUrl)}" target="_top">
  ${hidden('USERNAME', input.username)}
  ${hidden('PASSWORD', input.password)}
  ${hidden('HOOK_URL', input.hookUrl)}
  ${hidden('~TARGET', '_top')}
  ${hidden('~OkCode', 'ADDI')}
  ${hidden('returntarget', '_top')}
  <button type="submit">Start OCI-punch-out</button>
</form>`;
}

function cxmlForm(label: string, operation: string, requisitionId?: number): string {
  return `<form class="po-start" method="post" action="/indkoebssystem/cxml/start">
  ${hidden('operation', operation)}
  ${requisitionId === undefined ? '' : hidden('requisition', String(requisitionId))}
  <button type="submit">${escapeHtml(label)}</button>
</form>`;
}

function requisitionSection(req: Requisition): string {
  const headingId = `rekvisition-${req.id}`;
  const title = `Rekvisition ${req.id} (${PROTOCOL_NAME[req.protocol]})`;
  const meta = [
    `Modtaget ${formatTime(req.receivedAt)}`,
    req.protocol === 'cxml' ? `BuyerCookie ${req.buyerCookie || '(ingen)'}${req.cookieKnown ? '' : ' (ukendt)'}` : '',
    req.operationAllowed ? `Tilladt senere: ${req.operationAllowed}` : '',
  ].filter(Boolean);
  const body = req.lines.length === 0
    ? '<p class="po-empty">Tom indkøbskurv (annulleret)</p>'
    : `<table>
  <caption>Linjer i rekvisition ${req.id}</caption>
  <thead><tr><th scope="col">Varenr.</th><th scope="col">Beskrivelse</th><th scope="col" class="num">Antal</th><th scope="col">Enhed</th><th scope="col" class="num">Enhedspris</th><th scope="col" class="num">Linjetotal</th></tr></thead>
  <tbody>
${req.lines.map((line) => `    <tr data-product-id="${escapeHtml(line.productId)}" data-quantity="${escapeHtml(line.quantity)}" data-unit="${escapeHtml(line.unitCode)}" data-unit-price="${escapeHtml(line.unitPrice)}" data-line-total-ore="${line.lineTotalOre}">
      <td>${escapeHtml(line.productId)}</td>
      <td>${escapeHtml(line.description)}${line.longText ? `<br><small>${escapeHtml(line.longText)}</small>` : ''}</td>
      <td class="num">${escapeHtml(formatQuantity(line.quantity))}</td>
      <td>${escapeHtml(line.unitCode)}</td>
      <td class="num">${escapeHtml(formatOre(toOre(line.unitPrice)))} ${escapeHtml(line.currency)}${line.priceUnit !== '1' ? ` pr. ${escapeHtml(line.priceUnit)}` : ''}</td>
      <td class="num">${escapeHtml(formatOre(line.lineTotalOre))} ${escapeHtml(line.currency)}</td>
    </tr>`).join('\n')}
  </tbody>
  <tfoot><tr><th scope="row" colspan="5">I alt</th><td class="num" data-total-ore="${req.totalOre}">${escapeHtml(formatOre(req.totalOre))} ${escapeHtml(req.currency)}</td></tr></tfoot>
</table>`;
  const actions = req.protocol === 'cxml' && req.lines.length > 0
    ? `<div class="po-actions">
${cxmlForm('Redigér', 'edit', req.id)}
${cxmlForm('Vis', 'inspect', req.id)}
</div>`
    : '';
  return `<section class="po-requisition" aria-labelledby="${headingId}" data-protocol="${req.protocol}">
<h3 id="${headingId}">${escapeHtml(title)}</h3>
<p class="po-meta">${meta.map(escapeHtml).join(' · ')}</p>
${body}
${req.lines.length > 0 ? `<p class="po-total">Total: ${escapeHtml(formatOre(req.totalOre))} ${escapeHtml(req.currency)}</p>` : ''}
${actions}
</section>`;
}

export function renderPage(input: PageInput): string {
  const error = input.error
    ? `<section class="po-error" role="alert" aria-labelledby="fejl-titel">
<h2 id="fejl-titel">${escapeHtml(input.error.title)}</h2>
${input.error.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
</section>`
    : '';
  const list = input.requisitions.length === 0
    ? '<p>Ingen rekvisitioner endnu. Start en punch-out, læg varer i kurven og overfør den.</p>'
    : input.requisitions.map(requisitionSection).join('\n');
  return `<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Indkøbssystem (eksempel)</title>
<link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/indkoebssystem.css">
</head>
<body>
<main class="po-page">
<h1>Indkøbssystem (eksempel)</h1>
<p class="po-intro">Et eksempel på køberens side af punch-out: start butikken fra et indkøbssystem med OCI eller cXML,
læg varer i kurven, og se rekvisitionen, der kommer tilbage. Se <code>docs/guides/punch-out.md</code>.</p>
${error}
<section class="po-starts" aria-labelledby="start-titel">
<h2 id="start-titel">Start punch-out</h2>
<div class="po-start-grid">
<div>
<h3>OCI</h3>
<p>Logger ind som <strong>${escapeHtml(input.username)}</strong> med en formular til butikkens <code>/api/punchoutlogin</code>; kurven kommer tilbage til <code>${escapeHtml(input.hookUrl)}</code>.</p>
${ociForm(input)}
</div>
<div>
<h3>cXML</h3>
<p>Sender en PunchOutSetupRequest fra serveren (afsender <code>kommune-indkob</code>) og åbner butikkens StartPage.</p>
${cxmlForm('Start cXML-punch-out', 'create')}
</div>
</div>
</section>
<section class="po-list" aria-labelledby="rekvisitioner-titel">
<h2 id="rekvisitioner-titel">Modtagne rekvisitioner</h2>
${list}
</section>
</main>
</body>
</html>
`;
}
