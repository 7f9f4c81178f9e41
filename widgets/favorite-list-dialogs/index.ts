// The favourite-list dialogs (issue 5; §2, §4, §5), for any widget that manages lists: the lists page
// <shop-favorite-lists> and the product card's favourite-list dropdown. They bring their own CSS
// (adopted into the host's shadow root). Import this module with a dynamic import() from search-page
// widgets: it is not small enough for the search page's static budget.
export { PinDialog } from './pin-dialog.js';
export type { PinDialogMode, PinDialogProps } from './pin-dialog.js';
export { NewListDialog } from './new-list-dialog.js';
export type { NewListDialogProps } from './new-list-dialog.js';
export { favoriteListDialogsCss } from './list-dialog-modal.js';
