/**
 * The signing page: plain, accessible HTML with no script — the document as headings, paragraphs and rows (and
 * as a PDF link), then labelled initials, name and consent inputs with their errors linked by aria-describedby,
 * and sign / decline / finish later buttons posting back to the page. It is shown inside the app's page (the
 * ceremony's frame, grown to its height): one scroll — no scroll box of its own —, headings that start under the
 * app's (h3: the app's page has its h1 and the ceremony's h2), times on the borrower's store's clock (the
 * document's timeZone, domain formatLocalDateTime; never UTC). Issue 48.
 */
import type { TLanguage } from '@lender/contract';
import { DEFAULT_TIME_ZONE, formatLocalDateTime } from '@lender/domain';
import { escapeHtml } from '../../lib/escape-html';
import type { PdfBlock, PdfDocumentModel } from '../pdf';
import { SIGNING_TEXTS, type ClosedReason, type SigningField } from './signing-texts';

export const SIGNING_STYLES_PATH = '/esign/signing.css';

export type SigningErrors = Partial<Record<SigningField, true>>;

function page(title: string, content: string, language: TLanguage): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SIGNING_STYLES_PATH}"></head>
<body><main>${content}</main></body></html>`;
}

function block(b: PdfBlock): string {
  switch (b.kind) {
    case 'heading':
      return `<h5>${escapeHtml(b.text)}</h5>`;
    case 'paragraph':
      return `<p${b.small ? ' class="small"' : ''}>${escapeHtml(b.text)}</p>`;
    case 'rows':
      return `<dl>${b.rows.map((r) => `<div><dt>${escapeHtml(r.label)}</dt><dd>${escapeHtml(r.value)}</dd></div>`).join('')}</dl>`;
    case 'table':
      return `<table><thead><tr>${b.columns.map((c) => `<th scope="col">${escapeHtml(c.header)}</th>`).join('')}</tr></thead><tbody>${b.rows
        .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
  }
}

function input(name: SigningField, language: TLanguage, value: string, hasError: boolean): string {
  const t = SIGNING_TEXTS[language];
  const spec = t.fields[name];
  const hintId = spec.hint ? `${name}-hint` : '';
  const errorId = hasError ? `${name}-error` : '';
  // the hint is inside the label, so already in the field's name: described again, a reader says it twice (decision 061)
  const describedBy = errorId;
  const aria = `${describedBy ? ` aria-describedby="${describedBy}"` : ''}${hasError ? ' aria-invalid="true"' : ''}`;
  const error = hasError
    ? `<p class="error" id="${errorId}">${escapeHtml(t.errors[name])}</p>`
    : '';
  if (name === 'consent') {
    return `<div class="field check"><input id="consent" name="consent" type="checkbox" value="yes" required${aria}${value ? ' checked' : ''}><label for="consent">${escapeHtml(spec.label)}</label>${error}</div>`;
  }
  const extra =
    name === 'initials'
      ? ' maxlength="4" autocomplete="off"'
      : ' maxlength="100" autocomplete="name"';
  return `<div class="field"><label for="${name}">${escapeHtml(spec.label)}${spec.hint ? ` <span class="hint" id="${hintId}">${escapeHtml(spec.hint)}</span>` : ''}</label>
<input id="${name}" name="${name}" type="text" required${extra}${aria} value="${escapeHtml(value)}">${error}</div>`;
}

export interface SigningPageInput {
  action: string;
  pdfUrl: string;
  document: PdfDocumentModel;
  /** the language of `document` (the version on the page: what a signature signs) */
  version: TLanguage;
  expiresAt: Date;
  language: TLanguage;
  errors?: SigningErrors;
  values?: Partial<Record<SigningField, string>>;
}

export function signingPage({
  action,
  pdfUrl,
  document,
  version,
  expiresAt,
  language,
  errors = {},
  values = {},
}: SigningPageInput): string {
  const t = SIGNING_TEXTS[language];
  const fields: SigningField[] = ['initials', 'name', 'consent'];
  const problems = fields.filter((name) => errors[name]);
  const summary = problems.length
    ? `<div class="summary" role="alert"><h4>${t.correct}</h4><ul>${problems.map((name) => `<li><a href="#${name}">${escapeHtml(t.errors[name])}</a></li>`).join('')}</ul></div>`
    : '';
  return page(
    t.title,
    `<h3 class="title">${t.title}</h3>${summary}
<section aria-labelledby="document-title" class="document" lang="${version}"><h4 id="document-title">${escapeHtml(document.title)}</h4>
<p class="issuer">${escapeHtml(document.letterhead.name)}</p>${document.blocks.map(block).join('\n')}</section>
<p><a class="link" href="${escapeHtml(pdfUrl)}" target="_blank" rel="noopener">${t.openPdf}</a></p>
<p class="notice">${escapeHtml(t.expires(formatLocalDateTime(expiresAt, document.timeZone ?? DEFAULT_TIME_ZONE, language)))}</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="version" value="${version}">
${fields.map((name) => input(name, language, values[name] ?? '', errors[name] === true)).join('\n')}
<div class="actions"><button class="primary" type="submit" name="action" value="sign">${t.sign}</button>
<button class="secondary" type="submit" name="action" value="later" formnovalidate>${t.later}</button>
<button class="secondary" type="submit" name="action" value="decline" formnovalidate>${t.decline}</button></div></form>`,
    language,
  );
}

export function signingClosedPage(reason: ClosedReason, language: TLanguage): string {
  const t = SIGNING_TEXTS[language];
  const role = reason === 'signing_complete' || reason === 'viewing_complete' ? 'status' : 'alert';
  return page(
    t.closed[reason],
    `<h3 class="title">${t.closed[reason]}</h3><p class="notice" role="${role}">${t.closedNote[reason]}</p>`,
    language,
  );
}

export const SIGNING_STYLES = `:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1a1a1a; }
body { margin: 0; padding: 1rem; background: #fff; }
main { max-width: 44rem; margin: 0 auto; }
h3.title { font-size: 1.125rem; margin: 0 0 .75rem; } h4 { font-size: 1rem; margin: 0 0 .25rem; } h5 { font-size: 1rem; margin: 1rem 0 .25rem; }
.document { border: 1px solid #767676; border-radius: 4px; padding: 1rem; overflow-wrap: anywhere; }
a.link { color: #0b57d0; text-decoration: underline; text-underline-offset: 2px; display: inline-block; min-height: 24px; padding: .25rem 0; font-weight: 600; }
a.link:hover { text-decoration-thickness: 2px; }
dl div { display: flex; justify-content: space-between; gap: 1rem; } dt { font-weight: 600; } dd { margin: 0; text-align: right; }
table { border-collapse: collapse; width: 100%; } th, td { border-bottom: 1px solid #ccc; padding: .25rem; text-align: left; }
.small, .hint, .issuer { color: #4a4a4a; font-size: .9rem; }
.field { margin: 1rem 0; } .field label { display: block; font-weight: 600; } .field.check label { display: inline; font-weight: 400; margin-left: .5rem; }
input[type=text] { font: inherit; padding: .5rem; width: 100%; max-width: 24rem; box-sizing: border-box; border: 1px solid #767676; border-radius: 4px; }
.error { color: #b00020; margin: .25rem 0 0; } .summary { border: 2px solid #b00020; padding: .5rem 1rem; margin: 1rem 0; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
button { font: inherit; padding: .6rem 1.2rem; border-radius: 4px; border: 2px solid #0b57d0; cursor: pointer; min-height: 44px; }
button.primary { background: #0b57d0; color: #fff; } button.secondary { background: #fff; color: #0b57d0; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
`;
