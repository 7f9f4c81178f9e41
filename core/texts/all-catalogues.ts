// Every catalogue of core/texts, imported for their registration (dictionaryEntries()): the dictionary
// editor lists them and the server checks an editor's key against them. One import per line, sorted.
import './da-dictionary-editor.js';
import './da-mini-basket.js';
