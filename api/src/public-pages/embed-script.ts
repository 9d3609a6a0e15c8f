/**
 * /embed.js: what the owner's one-line snippet loads on their own site,
 *   <script src="https://duet.example/embed.js" data-username="ada" async></script>
 * It first asks Duet whether the twin may show on this site (/twin/{username}/embed.json,
 * twin/embed.ts): only then does a round button appear in the corner, opening the twin's compact
 * chat (/twin/{username}/embed) in a frame above the page; the button or Escape closes it. On a
 * site the owner has not allowed (or with the twin closed to visitors) nothing appears, and the
 * console says why and where the owner allows it. The frame only loads on the first open, so the
 * owner's page pays nothing more until a visitor asks. Optional attributes: data-label (the
 * button's text for screen readers and its tooltip), data-position ("left" or "right").
 * The code runs on other sites: it is plain ES2017, touches only its own elements, and styles
 * them inline so the host page's CSS cannot break them.
 */
export function embedScript(fallbackOrigin: string): string {
  return `(function () {
  'use strict';
  var script = document.currentScript;
  if (!script) return;
  var username = (script.getAttribute('data-username') || '').trim().toLowerCase();
  if (!/^[a-z0-9-]{1,40}$/.test(username)) { console.warn('Duet: data-username is missing from the embed script.'); return; }
  var origin = ${JSON.stringify(fallbackOrigin)};
  try { origin = new URL(script.src, location.href).origin; } catch (e) {}
  var label = script.getAttribute('data-label') || 'Chat with my AI twin';
  var side = script.getAttribute('data-position') === 'left' ? 'left' : 'right';
  var id = 'duet-twin-' + username;
  if (document.getElementById(id + '-button')) return;

  function css(el, styles) { for (var k in styles) el.style.setProperty(k, styles[k]); }

  var button = document.createElement('button');
  button.id = id + '-button';
  button.type = 'button';
  button.title = label;
  button.setAttribute('aria-label', label);
  button.setAttribute('aria-expanded', 'false');
  button.setAttribute('aria-controls', id + '-frame');
  css(button, { position: 'fixed', bottom: '20px', width: '56px', height: '56px', 'border-radius': '50%', border: '0',
    padding: '0', cursor: 'pointer', 'z-index': '2147483646', background: 'linear-gradient(135deg, #2357e6, #7035e0)',
    color: '#fff', 'box-shadow': '0 8px 24px rgba(20, 20, 40, 0.28)', display: 'grid', 'place-items': 'center' });
  button.style.setProperty(side, '20px');
  var chatIcon = '<svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"/></svg>';
  var closeIcon = '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';
  button.innerHTML = chatIcon;

  var frame = null;
  function open() {
    if (!frame) {
      frame = document.createElement('iframe');
      frame.id = id + '-frame';
      frame.title = label;
      frame.src = origin + '/twin/' + encodeURIComponent(username) + '/embed?in=bubble';
      frame.setAttribute('allow', 'clipboard-write');
      css(frame, { position: 'fixed', bottom: '88px', width: 'min(400px, calc(100vw - 40px))', height: 'min(620px, calc(100vh - 112px))',
        border: '0', 'border-radius': '16px', 'box-shadow': '0 16px 48px rgba(20, 20, 40, 0.3)', 'z-index': '2147483647',
        background: '#fff', 'color-scheme': 'normal' });
      frame.style.setProperty(side, '20px');
      document.body.appendChild(frame);
    }
    frame.style.display = 'block';
    button.setAttribute('aria-expanded', 'true');
    button.innerHTML = closeIcon;
    frame.focus();
  }
  function close() {
    if (frame) frame.style.display = 'none';
    button.setAttribute('aria-expanded', 'false');
    button.innerHTML = chatIcon;
  }
  button.addEventListener('click', function () { button.getAttribute('aria-expanded') === 'true' ? close() : open(); });
  document.addEventListener('keydown', function (event) { if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') { close(); button.focus(); } });
  window.addEventListener('message', function (event) {
    if (event.origin === origin && event.data && event.data.type === 'duet:close') { close(); button.focus(); }
  });
  function mount() { if (!document.getElementById(button.id)) document.body.appendChild(button); }
  function show() { if (document.body) mount(); else document.addEventListener('DOMContentLoaded', mount); }
  var asked = origin + '/twin/' + encodeURIComponent(username) + '/embed.json?origin=' + encodeURIComponent(location.origin);
  fetch(asked, { credentials: 'omit' })
    .then(function (response) { return response.json(); })
    .then(function (status) {
      if (status && status.shown === true) show();
      else if (status && status.message) console.warn('Duet: ' + status.message);
    })
    .catch(function () { console.warn('Duet: could not reach ' + origin + ', so the chat button stays hidden.'); });
})();
`;
}
