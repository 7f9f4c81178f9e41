import { describe, expect, it } from 'vitest';
import { formatTime, renderPage, type Requisition } from './page.js';

const REQ: Requisition = {
  id: 2,
  protocol: 'cxml',
  receivedAt: new Date('2026-11-26T13:03:07Z'),
  cookieKnown: true,
  buyerCookie: 'c1',
  operationAllowed: 'edit',
  currency: 'DKK',
  totalOre: 10288,
  lines: [{
    productId: '0200123', description: '<b>Bananer</b>', quantity: '2.5', unitCode: 'KGM', unitPrice: '15.95',
    priceUnit: '1', currency: 'DKK', lineTotalOre: 3988, materialGroup: '20', leadTime: '', longText: '',
  }],
};

const BASE = {
  ociLoginUrl: 'http://127.0.0.1:3000/api/punchoutlogin',
  hookUrl: 'http://127.0.0.1:3000/indkoebssystem/retur',
  username: 'indkob@kommune.dk',
  password: 'demo1234',
};

describe('the procurement page', () => {
  it('has the OCI start form with the login fields and the cXML start button, and no inline script or style', () => {
    const html = renderPage({ ...BASE, requisitions: [] });
    expect(html).toContain('<title>Indkøbssystem (eksempel)</title>');
    expect(html).toContain('action="http://127.0.0.1:3000/api/punchoutlogin" target="_top"');
    expect(html).toContain('name="USERNAME" value="indkob@kommune.dk"');
    expect(html).toContain('name="PASSWORD" value="demo1234"');
    expect(html).toContain('name="HOOK_URL" value="http://127.0.0.1:3000/indkoebssystem/retur"');
    expect(html).toContain('name="~TARGET" value="_top"');
    expect(html).toContain('action="/indkoebssystem/cxml/start"');
    expect(html).toContain('Start cXML-punch-out');
    expect(html).toContain('Ingen rekvisitioner endnu');
    expect(html).not.toMatch(/<script|<style|style=/);
  });

  it('shows a requisition line by line with the total, escaped, and Redigér / Vis for cXML', () => {
    const html = renderPage({ ...BASE, requisitions: [REQ] });
    expect(html).toContain('Rekvisition 2 (cXML)');
    expect(html).toContain('Modtaget 26-11-2026 14:03:07');
    expect(html).toContain('&#60;b&#62;Bananer&#60;/b&#62;');
    expect(html).not.toContain('<b>Bananer');
    expect(html).toMatch(/<td class="num">2,5<\/td>\s*<td>KGM<\/td>\s*<td class="num">15,95 DKK<\/td>\s*<td class="num">39,88 DKK<\/td>/);
    expect(html).toContain('Total: 102,88 DKK');
    expect(html).toContain('name="operation" value="edit"');
    expect(html).toContain('name="operation" value="inspect"');
    expect(html).toContain('name="requisition" value="2"');
    expect(html).toContain('>Redigér</button>');
    expect(html).toContain('>Vis</button>');
  });

  it('an empty requisition is a cancelled punch-out, without edit buttons', () => {
    const html = renderPage({ ...BASE, requisitions: [{ ...REQ, protocol: 'oci', lines: [], totalOre: 0 }] });
    expect(html).toContain('Tom indkøbskurv (annulleret)');
    expect(html).not.toContain('Redigér');
  });

  it('shows an error', () => {
    const html = renderPage({ ...BASE, requisitions: [], error: { title: 'Butikken afviste', lines: ['cXML Status 401: Unauthorized'] } });
    expect(html).toContain('role="alert"');
    expect(html).toContain('cXML Status 401: Unauthorized');
  });

  it('formats times dd-mm-yyyy in Danish time', () => {
    expect(formatTime(new Date('2026-07-01T22:30:00Z'))).toBe('02-07-2026 00:30:00');
  });
});
