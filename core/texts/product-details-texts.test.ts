import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES, CLAIM_CODES, TEMPERATURE_CODES } from '../schemas/food-info.js';
import { da } from './da.js';
import { daProductDetails } from './da-product-details.js';

describe('product details texts (issue 4)', () => {
  it('names every EU allergen, claim, §3 temperature code and §3 organic code in Danish', () => {
    for (const code of ALLERGEN_CODES) expect(daProductDetails.allergenNames[code], code).toMatch(/\S/);
    for (const code of CLAIM_CODES) expect(daProductDetails.claimNames[code], code).toMatch(/\S/);
    for (const code of TEMPERATURE_CODES) expect(daProductDetails.temperatureNames[code], String(code)).toMatch(/\S/);
    for (const code of [1, 2, 5]) expect(daProductDetails.organicNames[code], String(code)).toMatch(/\S/);
  });

  it.each([
    [da.notInAssortment, 'Produktet er desværre ikke tilgængelig i denne afdeling'],
    [da.notOrderable, 'Dette produkt kan i øjeblikket ikke bestilles'],
    [da.deadlineBlocked, 'Blokeret grundet lang leveringstid.'],
    [daProductDetails.assortmentRequestSent, 'Din anmodning er afsendt'],
    [daProductDetails.assortmentRequestThanks, 'Tak for din anmodning'],
    [daProductDetails.assortmentRequestFailed, 'Der skete en fejl'],
    [daProductDetails.detailsLoadError, 'Der skete en fejl under indlæsningen af detaljevisningen. Genindlæs venligst siden og prøv igen'],
    [daProductDetails.detailsTabs.info, 'Vareinformation'],
    [daProductDetails.detailsTabs.related, 'Relaterede varer'],
    [daProductDetails.detailsTabs.recipes, 'Opskrifter'],
  ])('the spec\'s words: %s', (text, expected) => expect(text).toBe(expected));
});
