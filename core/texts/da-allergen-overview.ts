// The favourite-list view's link to a list's allergen overview (issue 20 point 2). Its own tiny module:
// the view's chunk must not carry the overview's vocabulary (da-allergen-matrix.ts).
import { defineTexts } from './dictionary.js';

export const daAllergenOverview = defineTexts('AllergenOverview', {
  link: 'Allergenoversigt',
  linkTitle: 'Allergenerne for listens varer, til udskrift eller som CSV',
});
