/**
 * The hosted form's script and stylesheet, served by the form plugin (the pages' CSP allows only
 * 'self' scripts and styles: nothing inline). The script reads the page's data attributes, and talks
 * to the parent window only at the origin the session registered (targetOrigin), listening only to
 * that origin and that window:
 *  - the completion page posts { type: 'card-form-complete', transactionUuid }; Cancel posts 'card-form-cancel';
 *  - every page posts { type: 'card-form-resize', transactionUuid, height } whenever its content's height changes;
 *  - { type: 'card-form-purpose', save } from the parent switches the submit button's text;
 *  - the details page posts { type: 'card-form-bin', transactionUuid, cardBin } when the card number's first 8 digits
 *    change ('' while fewer are typed): the app looks the card up (POST /cardLookup) before it is submitted.
 * It submits the form with fetch: a 400 answer's errors are shown in place, and what the borrower
 * typed (the card number and CVV too) stays in the inputs; any other answer is loaded as a page.
 * It moves focus to the first invalid field and prevents a double submit.
 */
export const CARD_FORM_SCRIPT = `(function () {
  'use strict';
  var body = document.body;
  var uuid = body.getAttribute('data-transaction-uuid');
  var origin = body.getAttribute('data-target-origin');
  var hasParent = Boolean(origin && window.parent && window.parent !== window);
  function post(type, extra) {
    if (!type || !hasParent) return;
    var message = { type: type, transactionUuid: uuid };
    if (extra) for (var key in extra) message[key] = extra[key];
    window.parent.postMessage(message, origin);
  }
  post(body.getAttribute('data-complete-message'));

  var lastHeight = 0;
  function reportHeight() {
    var height = Math.ceil(body.getBoundingClientRect().height);
    if (height === lastHeight) return;
    lastHeight = height;
    post(body.getAttribute('data-resize-message'), { height: height });
  }
  if (window.ResizeObserver) new ResizeObserver(reportHeight).observe(body);
  reportHeight();

  var purpose = null;
  function showPurpose() {
    var submit = document.getElementById('card-form-submit');
    if (!submit || purpose === null) return;
    submit.textContent = submit.getAttribute(purpose === 'save' ? 'data-save-label' : 'data-use-label');
  }
  window.addEventListener('message', function (event) {
    if (!hasParent || event.origin !== origin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.type !== body.getAttribute('data-purpose-message') || typeof data.save !== 'boolean') return;
    purpose = data.save ? 'save' : 'use';
    showPurpose();
  });

  function focusInvalid() {
    var invalid = document.querySelector('[aria-invalid="true"]');
    if (invalid) invalid.focus();
  }

  /** A 400 page's form in place of this one, with what was typed kept in its inputs. */
  function showErrors(html) {
    var next = new DOMParser().parseFromString(html, 'text/html').querySelector('main');
    var main = document.querySelector('main');
    if (!next || !main) return false;
    var inputs = main.querySelectorAll('input[name]');
    var typed = {};
    for (var i = 0; i < inputs.length; i += 1) typed[inputs[i].name] = inputs[i].value;
    var fresh = document.importNode(next, true);
    main.replaceWith(fresh);
    var nextInputs = fresh.querySelectorAll('input[name]');
    for (var j = 0; j < nextInputs.length; j += 1) {
      if (Object.prototype.hasOwnProperty.call(typed, nextInputs[j].name)) nextInputs[j].value = typed[nextInputs[j].name];
    }
    bind();
    showPurpose();
    focusInvalid();
    return true;
  }

  var lastBin = '';
  function reportBin(input) {
    var digits = input.value.replace(/\\D/g, '');
    var bin = digits.length >= 8 ? digits.slice(0, 8) : '';
    if (bin === lastBin) return;
    lastBin = bin;
    post(body.getAttribute('data-bin-message'), { cardBin: bin });
  }

  function bind() {
    var number = document.querySelector('input[name="cardNumber"]');
    // what was typed before the script ran (or kept after an error) is reported too
    if (number) { number.addEventListener('input', function () { reportBin(number); }); reportBin(number); }
    var cancel = document.getElementById('card-form-cancel');
    if (cancel) cancel.addEventListener('click', function () { post(body.getAttribute('data-cancel-message')); });
    var form = document.getElementById('card-form');
    var submit = document.getElementById('card-form-submit');
    if (!form || !submit) return;
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (submit.getAttribute('aria-disabled') === 'true') return;
      submit.setAttribute('aria-disabled', 'true');
      var action = form.getAttribute('action');
      fetch(action, { method: 'POST', body: new URLSearchParams(new FormData(form)), credentials: 'same-origin' })
        .then(function (response) {
          if (response.status !== 400) { window.location.replace(action); return null; }
          return response.text().then(function (html) { if (!showErrors(html)) window.location.replace(action); });
        })
        .catch(function () { submit.removeAttribute('aria-disabled'); });
    });
  }
  bind();
  focusInvalid();
})();
`;

/** The app's look (its font stack, inputs, buttons, label sizes); the brand's colours come from theme.css. */
export const CARD_FORM_STYLES = `:root {
  --brand-primary: #0b5394;
  --brand-primary-contrast: #ffffff;
  --color-text: #1b1f24;
  --color-text-muted: #4a5563;
  --color-border: #8a94a3;
  --color-error: #b3261e;
  --radius: 8px;
  --target-min: 44px;
  color-scheme: light;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
}
* { box-sizing: border-box; }
body { margin: 0; padding: 1rem; color: var(--color-text); background: #ffffff; font-size: 1rem; line-height: 1.5; }
main { max-width: 28rem; margin: 0 auto; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
button, input { font: inherit; }
.field { display: flex; flex-direction: column; gap: 0.25rem; margin-bottom: 1rem; }
.row { display: grid; grid-template-columns: 1fr 1fr; column-gap: 1rem; }
.row .field { display: grid; grid-row: span 3; grid-template-rows: subgrid; row-gap: 0.25rem; align-content: start; }
label { display: block; font-weight: 600; }
.hint { display: block; font-weight: 400; color: var(--color-text-muted); font-size: 0.9375rem; }
input { width: 100%; min-height: var(--target-min); padding: 0.5rem 0.75rem; border: 1px solid var(--color-border); border-radius: var(--radius); color: var(--color-text); background: #ffffff; }
input[aria-invalid='true'] { border: 2px solid var(--color-error); }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
a { color: var(--brand-primary); }
.error { margin: 0; color: var(--color-error); font-weight: 600; }
.summary { border: 1px solid var(--color-error); border-radius: var(--radius); background: #fdf1f0; padding: 0.75rem 1rem; margin-bottom: 1rem; }
.summary h2 { font-size: 1rem; margin: 0 0 0.25rem; color: var(--color-error); }
.summary ul { margin: 0; padding-left: 1.25rem; }
.summary a { color: var(--color-error); }
.actions { display: flex; flex-direction: column; gap: 0.75rem; margin-top: 1.5rem; }
button { display: inline-flex; align-items: center; justify-content: center; min-height: var(--target-min); padding: 0.5rem 1.25rem; font-weight: 600; border-radius: var(--radius); cursor: pointer; }
.primary { background: var(--brand-primary); color: var(--brand-primary-contrast); border: 0; }
.secondary { background: #ffffff; color: var(--brand-primary); border: 2px solid var(--brand-primary); }
button[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
.notice { margin: 0; padding: 0.75rem 1rem; border-radius: var(--radius); border: 1px solid var(--color-border); }
`;
