// Grossisten – CMS layout script (plain JavaScript, no build step).
//
// Emulates how the CMS delivers page views: pages contain named fragments
// (<div data-fragment="name">). A fragment that is not rendered into the page carries
// data-view-version="13" and is fetched after the page has loaded from /views/13/<name>.html,
// then inserted. Shop widgets in it are plain custom-element tags; the widget loader
// (/widgets/shop-widgets.js, loaded once by the layout) upgrades them when they appear.
(function () {
  'use strict';

  if (window.__grossistenFragments) return; // the layout script may be included twice
  window.__grossistenFragments = true;

  var NAME = /^[a-z0-9][a-z0-9-]*$/;
  var VERSION = /^[0-9]+$/;

  function markCurrentNav() {
    var path = window.location.pathname;
    var links = document.querySelectorAll('[data-fragment="header"] nav a[href]');
    for (var i = 0; i < links.length; i++) {
      var href = links[i].getAttribute('href');
      var section = links[i].getAttribute('data-section');
      var current = href === path || (section && path.indexOf(section) === 0 && section !== '/');
      if (current) links[i].setAttribute('aria-current', 'page');
      else links[i].removeAttribute('aria-current');
    }
  }

  function loadFragment(slot) {
    var name = slot.getAttribute('data-fragment');
    var version = slot.getAttribute('data-view-version');
    if (!name || !version || !NAME.test(name) || !VERSION.test(version)) return Promise.resolve();
    if (slot.getAttribute('data-fragment-state')) return Promise.resolve();
    slot.setAttribute('data-fragment-state', 'loading');
    slot.setAttribute('aria-busy', 'true');
    return fetch('/views/' + version + '/' + name + '.html', { credentials: 'same-origin' })
      .then(function (res) {
        if (!res.ok) throw new Error('HTTP ' + res.status);
        return res.text();
      })
      .then(function (html) {
        // Fragments come from our own CMS (same origin). Scripts in them are not run.
        var template = document.createElement('template');
        template.innerHTML = html;
        slot.replaceChildren(template.content);
        slot.setAttribute('data-fragment-state', 'loaded');
      })
      .catch(function (error) {
        slot.setAttribute('data-fragment-state', 'error');
        if (window.console) console.warn('Fragment "' + name + '" kunne ikke hentes:', error);
      })
      .then(function () {
        slot.removeAttribute('aria-busy');
      });
  }

  function loadLateFragments() {
    var slots = document.querySelectorAll('[data-fragment][data-view-version]');
    for (var i = 0; i < slots.length; i++) loadFragment(slots[i]);
  }

  markCurrentNav();
  if (document.readyState === 'complete') loadLateFragments();
  else window.addEventListener('load', loadLateFragments, { once: true });
})();
