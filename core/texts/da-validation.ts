// Texts of the server's validation answers (issue 14 §1): what a user reads when a field was refused.
// Kept apart from `da` so the widget bundle carries only what widgets show themselves.
import { defineTexts, tpl } from './dictionary.js';

export const daValidation = defineTexts('Validation', {
  /** A text field carried a control character, a lone surrogate or another code point no text may hold. */
  textInvalidCharacters: 'Teksten indeholder tegn, der ikke kan bruges. Ret teksten, og prøv igen.',
  /** A text field was longer than its limit, counted in characters. */
  textTooLong: tpl('Teksten er for lang. Der må højst være {max} tegn.', (max: number) => ({ max })),
});
