// `<shop-my-page>` (issue 20 §3, §5; issue 22 adds the account's sections): the page's headings and
// the section "Køkkenets indstillinger". Its own module so no other page carries it.
import { defineTexts, tpl } from './dictionary.js';

export const daMyPage = defineTexts('MyPage', {
  loading: 'Henter indstillinger…',
  loadError: 'Indstillingerne kunne ikke hentes. Prøv igen om lidt.',
  retry: 'Prøv igen',
  kitchen: {
    title: 'Køkkenets indstillinger',
    intro: 'Gælder for hele afdelingen: varer med de fravalgte allergener får en advarsel, og kurven måles mod målene.',
    allergensLegend: 'Allergener, som afdelingen har fravalgt',
    co2Label: 'CO2e-mål pr. ordrelinje (kg)',
    co2Hint: 'Tomt felt: intet mål. Fx 2,5',
    organicLabel: 'Mål for økologisk andel (%)',
    organicHint: 'Tomt felt: intet mål. Et helt tal fra 0 til 100',
    save: 'Gem indstillinger',
    saving: 'Gemmer…',
    saved: 'Køkkenets indstillinger er gemt',
    saveError: 'Indstillingerne kunne ikke gemmes. Prøv igen.',
    readOnly: 'Kun afdelingens administrator kan ændre indstillingerne',
    noneExcluded: 'Ingen allergener er fravalgt',
    noTarget: 'Intet mål',
    excludedHeading: 'Fravalgte allergener',
    co2Invalid: 'Skriv CO2e-målet som et tal over 0 med højst to decimaler, fx 2,5',
    co2TooLarge: tpl('CO2e-målet kan højst være {max} kg pr. ordrelinje', (max: string) => ({ max })),
    organicInvalid: 'Skriv den økologiske andel som et helt tal fra 0 til 100',
    co2Value: tpl('{kg} kg CO2e pr. ordrelinje', (kg: string) => ({ kg })),
    organicValue: tpl('{pct} %', (pct: number) => ({ pct })),
  },
});
