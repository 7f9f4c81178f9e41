// The copy buttons of the editors' page /cms/widgets (issue 21 point 3). An external file: the site's
// CSP allows no inline script. navigator.clipboard needs a secure context (https or localhost) and the
// user's permission; where it is missing or refused, the snippet is selected so Ctrl+C copies it, and
// the status says which happened (the Danish texts come from the button's data attributes).
(() => {
  function select(code) {
    const range = document.createRange();
    range.selectNodeContents(code);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
    try {
      // Deprecated, but the only copy left without the clipboard API; harmless when it does nothing.
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }

  async function copy(button) {
    const code = document.getElementById(button.dataset.copy);
    const status = button.parentElement.querySelector('[role="status"]');
    if (!code) return;
    const text = code.textContent;
    let copied = false;
    if (navigator.clipboard && window.isSecureContext) {
      try {
        await navigator.clipboard.writeText(text);
        copied = true;
      } catch {
        copied = false;
      }
    }
    // Fallback: select the snippet; execCommand may copy it, otherwise the user presses Ctrl+C.
    if (!copied) copied = select(code);
    if (status) status.textContent = copied ? button.dataset.copied : button.dataset.selected;
  }

  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
    if (button) void copy(button);
  });
})();
