import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { $profile, $shopConfig, $toasts, Origin } from '../../core/index.js';
import { $co2eModal, $disclaimerHidden, $productDetails, setDisclaimerHidden } from '../../core/stores/product-details.js';
import {
  deadlineFixture,
  detailsFixture,
  foodInfoFixture,
  lookupFoundFixture,
  lookupNotInAssortmentFixture,
  relationsFixture,
} from '../../core/stores/product-details.fixture.js';
import type { ProductLookup } from '../../core/index.js';
import { fixtureProfile, shoppingListProfile } from '../shared/fixtures/index.js';
import { setFixtureState } from '../shared/fixtures/stores.js';
import { callsTo, mockFetch, type MockRoute } from '../shared/fixtures/mock-fetch.js';
import { DETAILS_ENTRY } from './details-location.js';
import { ProductDetailsView } from './product-details.js';

const cart = { status: 'Success', message: '', warnings: [], items: [], itemCount: 1, deliveryDate: '2025-11-27' };

function serve(lookup: ProductLookup = lookupFoundFixture, extra: Record<string, MockRoute> = {}) {
  return mockFetch({
    'GET /api/product/lookup/100123': { body: lookup },
    'GET /api/product/foodinfo/100123': { body: foodInfoFixture },
    'GET /api/product/relations': { body: relationsFixture },
    'POST /api/deadlines/delivery': { body: deadlineFixture },
    'POST /api/order/addtoorder': { body: cart },
    'POST /api/order/revieworder': { body: { lines: [] } },
    'POST /api/eventlog': { body: {} },
    ...extra,
  });
}

async function openedAt(url: string, mode: 'page' | 'modal' = 'page') {
  window.history.replaceState(null, '', url);
  setFixtureState({ profile: fixtureProfile });
  const result = render(<ProductDetailsView mode={mode} printUrl="https://varedata.example.dk/print" />);
  const dialog = result.container.querySelector('dialog') as HTMLDialogElement;
  return { ...result, dialog };
}

const loadedHeading = () => screen.findByRole('heading', { level: 2, name: detailsFixture.description });

describe('<ProductDetailsView> opening and closing (§2 foodInfo, expiry)', () => {
  it('opens from ?foodInfo= as a modal dialog labelled by the product name', async () => {
    serve();
    const { dialog } = await openedAt('/soeg?search=m%C3%A6lk&foodInfo=100123');
    expect(dialog.open).toBe(true);
    const heading = await loadedHeading();
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(dialog.getAttribute('data-state')).toBe('loaded');
  });

  it('asks for the expiry version with expiry=true', async () => {
    const fetch = serve(lookupFoundFixture, { 'GET /api/product/lookup/100123': { body: lookupFoundFixture } });
    await openedAt('/soeg?foodInfo=100123&expiry=true');
    await loadedHeading();
    expect(callsTo(fetch, 'GET', '/api/product/lookup/100123')[0]?.url.search).toBe('?expiry=true');
  });

  it('Escape removes foodInfo and expiry from the URL and keeps the rest', async () => {
    serve();
    const { dialog } = await openedAt('/soeg?search=ost&foodInfo=100123&expiry=true');
    await loadedHeading();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(window.location.search).toBe('?search=ost');
    expect(dialog.open).toBe(false);
    expect($productDetails.get()).toEqual({ status: 'closed' });
  });

  it("the view's back button closes it too", async () => {
    serve();
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    fireEvent.click(within(dialog).getByRole('button', { name: /Tilbage/ }));
    expect(window.location.search).toBe('');
    expect(dialog.open).toBe(false);
  });

  it('page mode: a card link pushes foodInfo into the URL (marked entry); closing goes back over it', async () => {
    serve();
    const { dialog } = await openedAt('/soeg?search=ost');
    const link = document.createElement('a');
    link.href = '/soeg?foodInfo=100123';
    link.textContent = 'Letmælk';
    document.body.append(link);
    const push = vi.spyOn(history, 'pushState');
    fireEvent.click(link);
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?search=ost&foodInfo=100123');
    expect((history.state as Record<string, unknown>)[DETAILS_ENTRY]).toBe(true);
    await loadedHeading();
    expect(dialog.open).toBe(true);
    const back = vi.spyOn(history, 'back').mockImplementation(() => {});
    fireEvent.click(within(dialog).getByRole('button', { name: /Tilbage/ }));
    expect(back).toHaveBeenCalledTimes(1);
    // Focus returns to the link that opened the details.
    expect(document.activeElement).toBe(link);
  });

  it('history navigation (popstate to an entry without foodInfo) closes it', async () => {
    serve();
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    act(() => {
      window.history.replaceState(null, '', '/soeg?search=ost');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(dialog.open).toBe(false));
    expect($productDetails.get()).toEqual({ status: 'closed' });
  });

  it('modal mode: a link to the search page details opens here without touching the URL', async () => {
    serve();
    $shopConfig.setKey('searchUrl', '/soeg');
    const { dialog } = await openedAt('/inspiration/opskrifter/frikadeller-1042', 'modal');
    const link = document.createElement('a');
    link.href = '/soeg?foodInfo=100123';
    link.textContent = 'Letmælk';
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await loadedHeading();
    expect(dialog.open).toBe(true);
    expect(window.location.pathname).toBe('/inspiration/opskrifter/frikadeller-1042');
    expect(window.location.search).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: /Tilbage/ }));
    expect(dialog.open).toBe(false);
  });

  it('leaves modified clicks (new tab) to the browser', async () => {
    serve();
    await openedAt('/soeg');
    const link = document.createElement('a');
    link.href = '/soeg?foodInfo=100123';
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('§8 error: the 4 s toast, the details cleared and the URL parameters removed', async () => {
    serve(lookupFoundFixture, { 'GET /api/product/lookup/100123': { status: 500, body: { error: 'Boom' } } });
    const { dialog } = await openedAt('/soeg?search=ost&foodInfo=100123');
    await waitFor(() => expect(window.location.search).toBe('?search=ost'));
    expect($productDetails.get()).toEqual({ status: 'closed' });
    expect(dialog.open).toBe(false);
    expect($toasts.get().map((t) => [t.message, t.durationMs])).toEqual([
      ['Der skete en fejl under indlæsningen af detaljevisningen. Genindlæs venligst siden og prøv igen', 4000],
    ]);
  });
});

describe('<ProductDetailsView> content', () => {
  it('shows the three tabs as ARIA tabs; arrows, Home and End move between them', async () => {
    serve();
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    const main = within(dialog).getByRole('tablist', { name: 'Om varen' });
    const tabs = within(main).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Vareinformation', 'Relaterede varer', 'Opskrifter']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    const related = within(main).getByRole('tab', { name: 'Relaterede varer' });
    expect(related.getAttribute('aria-selected')).toBe('true');
    const panel = dialog.querySelector(`#${CSS.escape(related.getAttribute('aria-controls')!)}`) as HTMLElement;
    expect(panel.getAttribute('role')).toBe('tabpanel');
    expect(within(panel).getByRole('article', { name: /Sødmælk/ })).toBeTruthy();
    fireEvent.keyDown(related, { key: 'End' });
    expect(within(main).getByRole('tab', { name: 'Opskrifter' }).getAttribute('aria-selected')).toBe('true');
    const recipe = within(dialog).getByRole('link', { name: 'Risalamande til 50' });
    expect(recipe.getAttribute('href')).toBe('/inspiration/opskrifter/risalamande-til-50-4101');
    fireEvent.keyDown(within(main).getByRole('tab', { name: 'Opskrifter' }), { key: 'ArrowRight' });
    expect(within(main).getByRole('tab', { name: 'Vareinformation' }).getAttribute('aria-selected')).toBe('true');
  });

  it('food information: a nutrition table per 100 ml, ingredients with allergens bold, allergens, storage, origin, claims', async () => {
    serve();
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    const foodTabs = within(dialog).getByRole('tablist', { name: 'Varedata' });
    const table = within(dialog).getByRole('table', { name: 'Næringsindhold pr. 100 ml' });
    expect(within(table).getByRole('rowheader', { name: 'Energi' }).nextElementSibling?.textContent).toBe('195 kJ / 46 kcal');
    expect(within(table).getByRole('rowheader', { name: 'Kostfibre' }).nextElementSibling?.textContent).toBe('Ikke oplyst');
    expect(within(table).getByRole('rowheader', { name: 'Salt' }).nextElementSibling?.textContent).toBe('0,1 g');

    fireEvent.click(within(foodTabs).getByRole('tab', { name: 'Ingredienser' }));
    expect(dialog.querySelector('strong.allergen')?.textContent).toBe('Pasteuriseret økologisk letMÆLK');

    fireEvent.click(within(foodTabs).getByRole('tab', { name: 'Allergener' }));
    expect(dialog.querySelector('[data-allergen="milk"]')?.textContent).toBe('Mælk');
    expect(dialog.querySelector('[data-allergen="nuts"]')?.textContent).toBe('Nødder');
    expect(within(dialog).getByText('Kan indeholde spor af')).toBeTruthy();

    fireEvent.click(within(foodTabs).getByRole('tab', { name: 'Enheder' }));
    expect(within(dialog).getByRole('table', { name: 'Enheder, vægt og mål' }).textContent).toContain('360 × 290 × 250 mm');

    fireEvent.click(within(foodTabs).getByRole('tab', { name: 'Opbevaring' }));
    expect(within(dialog).getByText('Temperatur: Køl')).toBeTruthy();
    expect(within(dialog).getByText('Holdbarhed: 10 dage')).toBeTruthy();

    fireEvent.click(within(foodTabs).getByRole('tab', { name: 'Oprindelse' }));
    expect(within(dialog).getByText('Mælken stammer fra danske økologiske gårde.')).toBeTruthy();

    fireEvent.click(within(foodTabs).getByRole('tab', { name: 'Mærkninger' }));
    expect(within(dialog).getByText('Ø-mærket (dansk økologi)')).toBeTruthy();
    expect(within(dialog).getByText('Økologi: Økologisk')).toBeTruthy();
  });

  it('units with prices and the standard unit; facts; print link with product and department', async () => {
    serve();
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    const krt = within(dialog).getByRole('radio', { name: /KRT – Karton/ }) as HTMLInputElement;
    const stk = within(dialog).getByRole('radio', { name: /STK – Stk/ }) as HTMLInputElement;
    expect(stk.checked).toBe(true);
    expect(stk.closest('label')?.textContent).toContain('(standardenhed)');
    expect(krt.closest('label')?.textContent).toContain('125,00\u00a0kr. pr. KRT');
    expect(within(dialog).getByText('Tilbud til 31-12-2099')).toBeTruthy();
    expect(within(dialog).getByText('Anbrudsgrænse: 5 STK')).toBeTruthy();
    expect(within(dialog).getByText('Leverandør: Arla Foods amba')).toBeTruthy();
    expect(within(dialog).getByText('Vægt: 1,03 kg')).toBeTruthy();
    expect(within(dialog).getByText('Bestil senest onsdag 04-06-2025 kl. 10:00')).toBeTruthy();
    const print = within(dialog).getByRole('link', { name: /Udskriv varedata/ });
    expect(print.getAttribute('href')).toBe('https://varedata.example.dk/print?productId=100123&department=1001');
  });

  it('adds the chosen unit to the basket with origin ProductDetails (§3)', async () => {
    const fetch = serve();
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    fireEvent.click(within(dialog).getByRole('radio', { name: /KRT – Karton/ }));
    fireEvent.change(within(dialog).getByLabelText(`Antal af ${detailsFixture.description}`), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Læg i kurv' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toEqual([
      { origin: Origin.ProductDetails, amount: 2, productId: '100123', unit: 'KRT', expiryProduct: false },
    ]);
  });

  it('in shopping-list mode the button says "Føj til indkøbsliste" and adds to the list (issue 22 point 4)', async () => {
    const list = { id: 7, name: '', comment: '', createdAt: '2026-11-27T06:00:00.000Z', updatedAt: '2026-11-27T06:00:00.000Z', sentAt: null, sentBy: null, itemCount: 1, lines: [] };
    const fetch = serve(lookupFoundFixture, { 'POST /api/shoppinglists/addline': { body: list } });
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    $profile.set(shoppingListProfile);
    await loadedHeading();
    fireEvent.change(within(dialog).getByLabelText(`Antal af ${detailsFixture.description}`), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Føj til indkøbsliste' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/shoppinglists/addline')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(0);
    expect(callsTo(fetch, 'POST', '/api/shoppinglists/addline')[0]?.body).toMatchObject({ productId: '100123', amount: 2, origin: Origin.ProductDetails });
  });

  it('an invalid amount is refused with the amount toast and nothing is sent (§5)', async () => {
    const fetch = serve();
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    fireEvent.change(within(dialog).getByLabelText(`Antal af ${detailsFixture.description}`), { target: { value: '1,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Læg i kurv' }));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(0);
    expect($toasts.get()).toHaveLength(1);
  });

  it.each([
    ['discontinued', { discontinued: true, orderable: false }, {}],
    ['discontinued by HQ', { discontinuedByHQ: true }, {}],
    ['not orderable (missing food info)', { orderable: false }, {}],
    ['blocked by the deadline', {}, { orderable: false, blockedByDeadline: true, deadlineMessage: 'Blokeret grundet lang leveringstid.' }],
  ])('§6: %s blocks adding', async (_name, product, deadline) => {
    serve({ ...lookupFoundFixture, product: { ...detailsFixture, ...product } } as ProductLookup, {
      'POST /api/deadlines/delivery': { body: { ...deadlineFixture, ...deadline } },
    });
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Læg i kurv' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('the expiry version adds the expiry unit with origin ExpiryProduct', async () => {
    const expiryLookup = { ...lookupFoundFixture, product: { ...detailsFixture, expiry: '2099-06-10', expiryPrice: 625, expiryUnit: 'STK', expiryStock: 12 } } as ProductLookup;
    const fetch = serve(expiryLookup);
    const { dialog } = await openedAt('/soeg?foodInfo=100123&expiry=true');
    await loadedHeading();
    expect(within(dialog).getByText(/Madspildspris 6,25/)).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(`Antal af ${detailsFixture.description}`), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Læg i kurv' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/order/addtoorder')).toHaveLength(1));
    expect(callsTo(fetch, 'POST', '/api/order/addtoorder')[0]?.body).toEqual([
      { origin: Origin.ExpiryProduct, amount: 3, productId: '100123', unit: 'STK', expiryProduct: true },
    ]);
  });

  it('the disclaimer can be hidden; the choice is remembered (§9)', async () => {
    setDisclaimerHidden(false);
    serve();
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skjul' }));
    expect($disclaimerHidden.get()).toBe(true);
    expect(localStorage.getItem('shop.productDetails.hideDisclaimer')).toBe('1');
    expect(within(dialog).queryByText(/Varedata kommer fra leverandøren/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vis oplysning om varedata' }));
    expect(within(dialog).getByText(/Varedata kommer fra leverandøren/)).toBeTruthy();
  });

  it("'Se klimaaftryk' opens the CO2e modal with the product's figures input", async () => {
    serve();
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Se klimaaftryk' }));
    expect($co2eModal.get()).toMatchObject({ productId: '100123', co2e: 1.2345, weightKg: 1.03 });
  });

  it('no CO2e button for hideCo2 users', async () => {
    serve({ ...lookupFoundFixture, product: { ...detailsFixture, co2: null } } as ProductLookup);
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    expect(within(dialog).queryByRole('button', { name: 'Se klimaaftryk' })).toBeNull();
  });
});

describe('<ProductDetailsView> not in assortment (§4)', () => {
  it("shows the §8 text; the request goes from unsent to 'Tak for din anmodning' (disabled)", async () => {
    const fetch = mockFetch({
      'GET /api/product/lookup/100999': { body: lookupNotInAssortmentFixture },
      'POST /api/product/request/100999': { status: 201, body: { productId: '100999', status: 'sent', message: 'Din anmodning er afsendt' } },
    });
    const { dialog } = await openedAt('/soeg?foodInfo=100999');
    const heading = await screen.findByRole('heading', { name: 'Produktet er desværre ikke tilgængelig i denne afdeling' });
    expect(dialog.getAttribute('aria-labelledby')).toBe(heading.id);
    const button = within(dialog).getByRole('button', { name: 'Anmod om at få varen i sortimentet' });
    fireEvent.click(button);
    const sent = await within(dialog).findByRole('button', { name: 'Tak for din anmodning' });
    expect((sent as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetch, 'POST', '/api/product/request/100999')).toHaveLength(1);
    expect($toasts.get().map((t) => t.message)).toEqual(['Din anmodning er afsendt']);
  });
});

describe('<Tabs> keyboard', () => {
  it('moves from the focused tab, not only from the selected one', async () => {
    serve();
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    const foodTabs = within(dialog).getByRole('tablist', { name: 'Varedata' });
    const allergens = within(foodTabs).getByRole('tab', { name: 'Allergener' });
    allergens.focus();
    fireEvent.keyDown(allergens, { key: 'ArrowRight' });
    const storage = within(foodTabs).getByRole('tab', { name: 'Opbevaring' });
    expect(storage.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(storage);
    fireEvent.keyDown(storage, { key: 'Home' });
    expect(within(foodTabs).getByRole('tab', { name: 'Næringsindhold' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(within(foodTabs).getByRole('tab', { name: 'Næringsindhold' }), { key: 'ArrowLeft' });
    expect(within(foodTabs).getByRole('tab', { name: 'Mærkninger' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('<ProductDetailsView> media', () => {
  it('shows the image, opens it in full size in its own dialog, and closes that with Escape only', async () => {
    serve();
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    expect((within(dialog).getAllByAltText(`Billede af ${detailsFixture.description}`)[0] as HTMLImageElement).src).toBe('https://images.example.com/100123.jpg?w=300');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vis billedet i fuld størrelse' }));
    const full = dialog.querySelector('dialog.image-dialog') as HTMLDialogElement;
    expect(full.open).toBe(true);
    expect((full.querySelector('img') as HTMLImageElement).getAttribute('src')).toBe('https://images.example.com/100123.jpg');
    act(() => {
      full.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(full.open).toBe(false);
    expect(dialog.open).toBe(true);
  });

  it('shows the GS1 video where there is one, and never a javascript: source', async () => {
    serve({ ...lookupFoundFixture, product: { ...detailsFixture, gs1VideoSrc: 'https://video.example.com/100123.mp4', gs1VideoType: 'video/mp4' } } as ProductLookup);
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe('https://video.example.com/100123.mp4');
    act(() => $productDetails.set({ status: 'closed' }));
  });

  it('drops a video source outside the URL allow-list', async () => {
    serve({ ...lookupFoundFixture, product: { ...detailsFixture, gs1VideoSrc: 'javascript:alert(1)', gs1VideoType: 'video/mp4' } } as ProductLookup);
    const { dialog } = await openedAt('/soeg?foodInfo=100123');
    await loadedHeading();
    expect(dialog.querySelector('video')).toBeNull();
  });
});
