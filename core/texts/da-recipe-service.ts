// Issue 17 §3: what the recipe service (api-server/recipe-service) and the shop's favourite recipes
// answer on a refused call. Keys Shop.RecipeService.<name> (core/texts/dictionary.ts).
import { defineTexts, tpl } from './dictionary.js';

export const daRecipeService = defineTexts('RecipeService', {
  recipeNotFound: 'Opskriften findes ikke.',
  categoryNotFound: 'Kategorien findes ikke.',
  imageNotFound: 'Billedet findes ikke.',
  notFound: 'Adressen findes ikke i opskriftsservicen.',
  idInvalid: 'Id skal være et helt tal fra 1.',
  pageInvalid: 'Side (page) skal være et helt tal fra 1.',
  pageSizeInvalid: tpl('Sidestørrelse (pageSize) skal være et helt tal fra 1 til {max}.', (max: number) => ({ max })),
  tagsInvalid: tpl("Tags skal være op til {max} tag-id'er adskilt af komma, fx 101,203.", (max: number) => ({ max })),
  recipeFilterInvalid: "recipeFilter skal være 'sponsored' eller 'quick'.",
  sponsoredInvalid: "sponsored skal være 'true' eller 'false'.",
  idsInvalid: tpl("ids skal være en liste med op til {max} opskrifts-id'er (hele tal fra 1).", (max: number) => ({ max })),
  queryInvalid: 'Søgeteksten er ugyldig eller for lang.',
  badRequest: 'Forespørgslen er ugyldig.',
  jsonOnly: 'Send kaldet som JSON (Content-Type: application/json).',
  bodyTooLarge: 'Forespørgslen er for stor.',
  serverError: 'Opskriftsservicen fejlede. Prøv igen om lidt.',
  unavailable: 'Opskriftsservicen er midlertidigt utilgængelig. Prøv igen om lidt.',
});
