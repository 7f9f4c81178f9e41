// What <shop-web-samples> says (issue 18 point 6): free samples a kitchen orders once.
import { defineTexts, tpl } from './dictionary.js';

export const daWebSamples = defineTexts('WebSamples', {
  heading: 'Vareprøver',
  intro: 'Gratis vareprøver til jeres køkken. Hver prøve kan bestilles én gang pr. køkken.',
  free: 'Gratis',
  order: 'Bestil gratis prøve',
  orderLabel: tpl('Bestil gratis prøve: {title}', (title: string) => ({ title })),
  ordering: 'Bestiller …',
  inBasket: 'Ligger i kurven',
  claimed: tpl('Bestilt {date}', (date: string) => ({ date })),
  amount: tpl('1 {unit}', (unit: string) => ({ unit })),
  loading: 'Henter vareprøver …',
  empty: 'Der er ingen vareprøver lige nu.',
  failed: 'Vareprøverne kunne ikke hentes. Prøv igen om lidt.',
  retry: 'Prøv igen',
  loginNeeded: 'Log ind for at bestille gratis vareprøver til dit køkken.',
  periodUntil: tpl('Kan bestilles til {date}', (date: string) => ({ date })),
});
