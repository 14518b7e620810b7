/**
 * The hosted form's script and stylesheet, served by the form plugin (the pages' CSP allows only
 * 'self' scripts and styles: nothing inline). The script reads the page's data attributes: on the
 * completion page it posts { type: 'card-form-complete', transactionUuid } to the parent window with
 * targetOrigin = the origin the session registered; Cancel posts 'card-form-cancel'. It also moves
 * focus to the first invalid field and prevents a double submit.
 */
export const CARD_FORM_SCRIPT = `(function () {
  'use strict';
  var body = document.body;
  var uuid = body.getAttribute('data-transaction-uuid');
  var origin = body.getAttribute('data-target-origin');
  function post(type) {
    if (!type || !origin || !window.parent || window.parent === window) return;
    window.parent.postMessage({ type: type, transactionUuid: uuid }, origin);
  }
  post(body.getAttribute('data-complete-message'));
  var cancel = document.getElementById('card-form-cancel');
  if (cancel) cancel.addEventListener('click', function () { post(body.getAttribute('data-cancel-message')); });
  var invalid = document.querySelector('[aria-invalid="true"]');
  if (invalid) invalid.focus();
  var form = document.getElementById('card-form');
  var submit = document.getElementById('card-form-submit');
  if (form && submit) {
    form.addEventListener('submit', function (event) {
      if (submit.getAttribute('aria-disabled') === 'true') { event.preventDefault(); return; }
      submit.setAttribute('aria-disabled', 'true');
    });
  }
})();
`;

export const CARD_FORM_STYLES = `:root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; padding: 1rem; color: #1a1a1a; background: #ffffff; font-size: 1rem; line-height: 1.5; }
main { max-width: 28rem; margin: 0 auto; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
.field { margin-bottom: 1rem; }
.row { display: flex; gap: 1rem; }
.row .field { flex: 1; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
.hint { display: block; font-weight: 400; color: #4a4a4a; font-size: 0.875rem; }
input { width: 100%; min-height: 2.75rem; padding: 0.5rem 0.75rem; font-size: 1rem; border: 1px solid #6b6b6b; border-radius: 0.375rem; color: inherit; background: #ffffff; }
input[aria-invalid='true'] { border: 2px solid #b00020; }
input:focus-visible, button:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.error { color: #b00020; font-size: 0.875rem; margin: 0.25rem 0 0; }
.summary { border: 2px solid #b00020; border-radius: 0.375rem; padding: 0.75rem; margin-bottom: 1rem; }
.summary h2 { font-size: 1rem; margin: 0 0 0.25rem; color: #b00020; }
.actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1.5rem; }
button { min-height: 2.75rem; min-width: 6rem; padding: 0.5rem 1.25rem; font-size: 1rem; font-weight: 600; border-radius: 0.375rem; cursor: pointer; }
.primary { background: #1a56db; color: #ffffff; border: 1px solid #1a56db; }
.secondary { background: #ffffff; color: #1a56db; border: 1px solid #1a56db; }
button[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
.notice { padding: 0.75rem; border-radius: 0.375rem; background: #eef4ff; }
`;
