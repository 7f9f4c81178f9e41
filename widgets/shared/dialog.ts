// Opening and closing the native <dialog> every modal widget uses (showModal: the page behind is
// inert, focus stays inside). The attribute fallback is for environments without the dialog API
// (happy-dom in the component tests, old embedded browsers): the dialog still shows and hides.

export function showDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

export function hideDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
