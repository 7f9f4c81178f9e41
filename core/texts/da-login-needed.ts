// What the issue-20 pages say to a visitor who is not logged in (the favourite-list and recurring-order
// pages have their own, in their text files).
import { defineTexts } from './dictionary.js';

export const daLoginNeeded = defineTexts('LoginNeeded', {
  login: 'Log ind',
  quickOrder: 'Log ind for at bestille ud fra en liste.',
  myPage: 'Log ind for at se og rette dine indstillinger.',
  allergenMatrix: 'Log ind for at se favoritlistens allergenoversigt.',
});
