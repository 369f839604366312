// Netlify Identity (the sign-in of the published editor, and invitations sent to /admin/). Not on
// this computer: there the editor uses the local backend (`npm run dev`) and needs no account.
(function () {
  'use strict';
  if (/^(localhost|127\.0\.0\.1|\[::1\])$/.test(window.location.hostname)) return;
  // Written synchronously so that the widget is ready before the editor starts.
  document.write('<script src="/admin/identity/netlify-identity-widget.js"></scr' + 'ipt>');
})();
