import { describe, expect, it } from 'vitest';
import { ociTransferForm, type OciSession } from './oci-form.js';
import type { TransferLine } from './transfer-types.js';

const session: OciSession = { returnUrl: 'https://srm.kommune.dk/sap/bc/gui/oci?x=1', target: null, ociOkCode: null, ociCaller: null };

const line = (over: Partial<TransferLine> = {}): TransferLine => ({
  productId: '100123',
  description: 'Letmælk 1,5 %',
  quantity: '2.5',
  unit: 'KG',
  unitCode: 'KGM',
  unitPrice: '123.45',
  lineTotalOre: 30863,
  materialGroup: 'MEJ',
  leadTimeDays: 2,
  longText: 'Letmælk 1,5 % — Arla, 1 l',
  ...over,
});

const valueOf = (form: ReturnType<typeof ociTransferForm>, name: string) => form.fields.find((f) => f.name === name)?.value;

describe('ociTransferForm (issue 16 §1)', () => {
  it.each<[string, string, string | undefined]>([
    ['NEW_ITEM-DESCRIPTION[1]', 'description', 'Letmælk 1,5 %'],
    ['NEW_ITEM-QUANTITY[1]', 'quantity with a dot decimal', '2.5'],
    ['NEW_ITEM-UNIT[1]', 'the ISO unit code', 'KGM'],
    ['NEW_ITEM-PRICE[1]', 'price per unit with a dot decimal', '123.45'],
    ['NEW_ITEM-PRICEUNIT[1]', 'price unit 1', '1'],
    ['NEW_ITEM-CURRENCY[1]', 'currency', 'DKK'],
    ['NEW_ITEM-VENDORMAT[1]', 'our product id', '100123'],
    ['NEW_ITEM-MATGROUP[1]', 'posting group', 'MEJ'],
    ['NEW_ITEM-LEADTIME[1]', 'lead time in days', '2'],
    ['NEW_ITEM-LONGTEXT_1:132[]', 'the literal OCI long-text name', 'Letmælk 1,5 % — Arla, 1 l'],
    ['NEW_ITEM-EXT_PRODUCT_ID[1]', 'our product id again', '100123'],
  ])('%s carries %s', (name, _what, value) => {
    expect(valueOf(ociTransferForm(session, [line()]), name)).toBe(value);
  });

  it.each<[string, string, number]>([
    ['short', 'Smør', 4],
    ['exactly 40', 'x'.repeat(40), 40],
    ['over 40', 'y'.repeat(55), 40],
    ['over 40 in code points (emoji are not cut in half)', '🧈'.repeat(45), 40],
  ])('cuts the description to 40 characters: %s', (_case, description, length) => {
    const value = valueOf(ociTransferForm(session, [line({ description })]), 'NEW_ITEM-DESCRIPTION[1]')!;
    expect([...value].length).toBe(length);
    expect(description.startsWith(value)).toBe(true);
  });

  it('numbers the lines from 1, 11 fields each', () => {
    const form = ociTransferForm(session, [line(), line({ productId: '2', quantity: '3' }), line({ productId: '3' })]);
    expect(form.fields).toHaveLength(33);
    expect(valueOf(form, 'NEW_ITEM-VENDORMAT[2]')).toBe('2');
    expect(valueOf(form, 'NEW_ITEM-QUANTITY[2]')).toBe('3');
    expect(valueOf(form, 'NEW_ITEM-LONGTEXT_3:132[]')).toBeDefined();
  });

  it.each<[string, OciSession, string, [string, string][]]>([
    ['no OCI extras: _top, no ~ fields', session, '_top', []],
    ['~TARGET sets the frame and goes back', { ...session, target: 'srm_frame' }, 'srm_frame', [['~TARGET', 'srm_frame']]],
    ['~OkCode and ~CALLER go back unchanged', { ...session, ociOkCode: 'ADDI', ociCaller: 'CTLG' }, '_top', [['~OkCode', 'ADDI'], ['~CALLER', 'CTLG']]],
  ])('%s', (_case, punchOut, target, extras) => {
    const form = ociTransferForm(punchOut, []);
    expect(form.action).toBe(session.returnUrl);
    expect(form.target).toBe(target);
    expect(form.fields.map((f) => [f.name, f.value])).toEqual(extras);
  });

  it('an empty cart has no NEW_ITEM fields', () => {
    expect(ociTransferForm(session, []).fields.filter((f) => f.name.startsWith('NEW_ITEM'))).toEqual([]);
  });
});
