// Danish texts of the recipe feed and the favourite recipes (issue 17 §3, <shop-recipe-feed>). Its own
// catalogue: the feed is loaded only where its tag is, never on the search page (bundle budget).
import { defineTexts, tpl } from './dictionary.js';

export const daRecipes = defineTexts('Recipes', {
  heading: 'Opskrifter',
  filters: 'Filtrér opskrifter',
  searchLabel: 'Søg i opskrifter',
  searchPlaceholder: 'Fx frikadeller eller laks',
  mine: 'Mine opskrifter',
  mineHint: 'Kun dine favoritopskrifter. Slå fra for at filtrere og søge i alle opskrifter.',
  loginForFavorites: 'Log ind for at gemme opskrifter som favoritter.',
  clearFilters: 'Nulstil filtre',
  loading: 'Henter opskrifter …',
  loadingMore: 'Henter flere opskrifter …',
  count: tpl('{count} {count|opskrift|opskrifter}', (count: number) => ({ count })),
  shown: tpl('Viser {shown} af {total} {total|opskrift|opskrifter}', (shown: number, total: number) => ({ shown, total })),
  empty: 'Ingen opskrifter passer til dine filtre.',
  emptyMine: 'Du har ingen favoritopskrifter endnu. Tryk på hjertet ved en opskrift for at gemme den.',
  emptyRandom: 'Der er ingen opskrifter at vise lige nu.',
  failed: 'Opskrifterne kunne ikke hentes. Prøv igen om lidt.',
  moreFailed: 'Flere opskrifter kunne ikke hentes.',
  tagsFailed: 'Filtrene kunne ikke hentes.',
  retry: 'Prøv igen',
  showMore: 'Vis flere opskrifter',
  sponsored: 'Sponsoreret',
  prepMinutes: tpl('{minutes} min.', (minutes: number) => ({ minutes })),
  covers: tpl('{covers} kuverter', (covers: number) => ({ covers })),
  tagsLabel: tpl('Mærker for {name}', (name: string) => ({ name })),
  favorite: tpl('Gem {name} som favorit', (name: string) => ({ name })),
  favoriteFailed: tpl('{name} kunne ikke gemmes som favorit. Prøv igen.', (name: string) => ({ name })),
  unfavoriteFailed: tpl('{name} kunne ikke fjernes fra dine favoritter. Prøv igen.', (name: string) => ({ name })),
});
