// What the server answers for the shopping lists (issue 22 point 4; spec §1, §3 cart type 1, §6, §7
// "Shopping lists"), and the mail a sent list makes for the department's admins. Its own file: only
// the server imports it (the widget has its own catalogue).
import { defineTexts, tpl } from './dictionary.js';

export const daShoppingListServer = defineTexts('ShoppingListServer', {
  /** 403: the session's site variant offers no shopping lists (core/site/variants.ts shoppingListCart). */
  notOnThisSite: 'Indkøbslister findes ikke på denne webshop.',
  /** 403: a punch-out session orders through the procurement system. */
  punchOut: 'Indkøbslister kan ikke bruges fra indkøbssystemet. Log ind på webshoppen for at bruge dem.',
  /** 409: adds and edits need cart type 1 (shoppingList). */
  notShoppingListCart: 'Din kurvtype er ikke indkøbsliste, så du kan ikke ændre indkøbslister. Du lægger varer i kurven.',
  listNotFound: 'Indkøbslisten findes ikke.',
  lineNotFound: 'Linjen findes ikke på din indkøbsliste.',
  /** 409: a sent list is read-only. */
  readOnly: 'Indkøbslisten er sendt og kan ikke længere ændres.',
  emptyList: 'En tom indkøbsliste kan ikke sendes. Tilføj mindst én vare først.',
  unitNotFound: 'Varen kan ikke bestilles i den enhed.',
  tooManyLines: tpl('En indkøbsliste kan højst have {max} linjer.', (max: number) => ({ max })),
  /** 409 from POST /api/order/addtoorder in shopping-list mode (issue 22 point 4, defence in the basket). */
  basketRefused: 'Du bruger indkøbsliste: varer lægges på din indkøbsliste, ikke i kurven. Tilføj varen til indkøbslisten i stedet.',
  // The mail to the department's admins when a list is sent.
  mailSubject: tpl('Indkøbsliste fra {user} – {department}', (user: string, department: string) => ({ user, department })),
  mailHeading: 'Ny indkøbsliste',
  mailIntro: tpl('{user} har sendt en indkøbsliste med {count} {count|vare|varer}.', (user: string, count: number) => ({ user, count })),
  mailListName: 'Navn',
  mailComment: 'Kommentar',
  mailSentBy: 'Sendt af',
  mailDepartment: 'Afdeling',
  mailProductNo: 'Varenr.',
  mailProduct: 'Vare',
  mailAmount: 'Antal',
  mailUnit: 'Enhed',
  mailFootnote: 'Listen er sendt fra webshoppen og kan ikke længere ændres. Bestil varerne i kurven, når I vil.',
});
