import { formatMoney } from '@skyparcel/i18n';
import { escapeHtml } from '../../lib/escape-html';
import type { CardFormErrors, TypedCardForm } from '../../modules/payments';

type SessionView = { id: string; amountMinor: number; currency: string; reference: string };

const STYLE = `body{font-family:Arial,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a2b4a}
header{border-bottom:1px solid #cfd8e3;margin-bottom:1rem}label{display:block;font-weight:bold;margin-top:1rem}
input{display:block;width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #6b7a90;border-radius:4px}
input[aria-invalid=true]{border:2px solid #b00020}.error{color:#b00020;margin:.25rem 0 0}
button{margin-top:1.25rem;padding:.7rem 1.2rem;font-size:1rem;border-radius:4px;border:1px solid #1a2b4a;background:#1a2b4a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1a2b4a;margin-inline-start:.5rem}.note{font-size:.9rem;color:#45546b}
[role=alert]{border:2px solid #b00020;padding:.5rem 1rem;border-radius:4px}`;

/** A bank's page in English, with no script: the sandbox plays the card provider (decision 039). */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} - Sandbox payment gateway</title>
<style>${STYLE}</style></head><body><header><p><strong>Sandbox payment gateway</strong> (development only: no real money)</p></header>
<main>${body}</main></body></html>`;
}

function amountOf(session: SessionView): string {
  return escapeHtml(
    formatMoney({ amountMinor: session.amountMinor, currency: session.currency }, 'en-US'),
  );
}

const FIELDS: {
  name: keyof TypedCardForm;
  label: string;
  autocomplete: string;
  hint?: string;
  inputmode?: string;
}[] = [
  {
    name: 'cardNumber',
    label: 'Card number',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    hint: 'Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0027 6000 3184 asks for 3-D Secure.',
  },
  { name: 'expiry', label: 'Expiry date (MM/YY)', autocomplete: 'cc-exp', inputmode: 'numeric' },
  { name: 'cvc', label: 'Security code (CVC)', autocomplete: 'cc-csc', inputmode: 'numeric' },
  { name: 'name', label: 'Name on the card', autocomplete: 'cc-name' },
];

/** The hosted card form, with each error beside its field and a summary announced first. */
export function renderCardPage(
  session: SessionView,
  values: Partial<TypedCardForm> = {},
  errors: CardFormErrors = {},
): string {
  const errorNames = FIELDS.filter((field) => errors[field.name]);
  const summary = errorNames.length
    ? `<div role="alert" id="error-summary"><p><strong>Please correct ${errorNames.length === 1 ? 'this' : 'these'}:</strong></p><ul>${errorNames
        .map(
          (field) =>
            `<li><a href="#${field.name}">${escapeHtml(errors[field.name] ?? '')}</a></li>`,
        )
        .join('')}</ul></div>`
    : '';
  const inputs = FIELDS.map((field) => {
    const error = errors[field.name];
    const describedBy = [field.hint ? `${field.name}-hint` : '', error ? `${field.name}-error` : '']
      .filter(Boolean)
      .join(' ');
    // The card number and CVC are never written back into the page.
    const value =
      field.name === 'expiry' || field.name === 'name' ? (values[field.name] ?? '') : '';
    return `<label for="${field.name}">${field.label}</label>
<input id="${field.name}" name="${field.name}" autocomplete="${field.autocomplete}" required${field.inputmode ? ` inputmode="${field.inputmode}"` : ''} value="${escapeHtml(value)}"${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${field.hint ? `<p class="note" id="${field.name}-hint">${field.hint}</p>` : ''}${error ? `<p class="error" id="${field.name}-error">${escapeHtml(error)}</p>` : ''}`;
  }).join('\n');
  return page(
    'Pay by card',
    `<h1>Pay ${amountOf(session)}</h1><p>Order ${escapeHtml(session.reference)}</p>${summary}
<form method="post" action="/dev/payment-gateway/sessions/${escapeHtml(session.id)}" novalidate>${inputs}
<button type="submit">Pay ${amountOf(session)}</button></form>`,
  );
}

/** The 3-D Secure step: the bank asks the customer to confirm. */
export function renderThreeDSecurePage(session: SessionView, last4: string | null): string {
  return page(
    '3-D Secure',
    `<h1>Confirm your payment</h1><p>Your bank asks you to confirm the payment of ${amountOf(session)}${last4 ? ` with the card ending ${escapeHtml(last4)}` : ''}.</p>
<form method="post" action="/dev/payment-gateway/sessions/${escapeHtml(session.id)}/3ds">
<button type="submit" name="decision" value="confirm">Confirm payment</button>
<button type="submit" name="decision" value="fail" class="secondary">Fail authentication</button></form>`,
  );
}

/** A session already finished (a reload, Back): a link back to the portal. */
export function renderFinishedPage(returnUrl: string): string {
  return page(
    'Payment finished',
    `<h1>This payment is finished</h1><p><a href="${escapeHtml(returnUrl)}">Return to Skyparcel</a></p>`,
  );
}

export function renderNotFoundPage(): string {
  return page('Not found', '<h1>This payment session does not exist</h1>');
}
