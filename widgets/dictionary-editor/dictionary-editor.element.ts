/**
 * `<shop-dictionary-editor>` (issue 17 §1, the example CMS's /cms/ordbog): the wholesaler's editor
 * (users.is_editor) searches the shop's texts by key or text, sees each key's text now, its default and
 * the widgets using it, edits a text (the placeholders it must keep are shown; the server refuses a text
 * that drops or adds one, and its Danish message shows at the field), and resets a text to the default
 * after a confirm in a native <dialog>. Customers see the texts on their next page load. A user who is
 * no editor sees 'kun for redaktører'; a visitor is asked to log in. Not in the search page's first load.
 *
 * Events: none.
 *
 * @element shop-dictionary-editor
 *
 * @attr {string} heading - The heading, default "Shoppens tekster"; `heading=""` leaves it out.
 *
 * @csspart container - the editor (a <section>: heading, search, results)
 * @csspart heading - the heading (the `heading` attribute, default "Shoppens tekster")
 * @csspart note - the login hint or the editors-only note
 * @csspart search - the search form (by key or text)
 * @csspart table - the results table (key, text, default, used by, edit)
 * @csspart edit-form - the form editing one text, in its row (textarea, placeholders, 'Gem')
 * @csspart error - the server's message at the field
 * @csspart reset-dialog - the confirm before 'Brug standardteksten' (a <dialog>)
 *
 * @cssprop --shop-color-primary
 * @cssprop --shop-color-surface
 * @cssprop --shop-color-surface-alt
 * @cssprop --shop-color-border
 * @cssprop --shop-color-muted
 * @cssprop --shop-color-error
 * @cssprop --shop-color-focus
 * @cssprop --shop-radius
 * @cssprop --shop-font
 */
import { defineElement, wrapElement } from '../shared/define-element.js';
import { DictionaryEditor } from './dictionary-editor.js';
import type { DictionaryEditorProps } from './dictionary-editor.js';
import dialogCss from '../shared/dialog.css?inline';
import ownCss from './dictionary-editor.css?inline';

export const tag = 'shop-dictionary-editor';

export const ShopDictionaryEditorElement = defineElement(
  tag,
  wrapElement<DictionaryEditorProps>(DictionaryEditor, { css: `${dialogCss}\n${ownCss}`, props: { heading: 'string' } }),
);
