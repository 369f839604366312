import type { ReactNode } from 'react';

/**
 * A telephone number as a link that dials it. The number is shown as written, e.g.
 * "(718) 555-0142" or "(718) 555-0142 ext. 214", with non-breaking spaces and hyphens, and kept on
 * one line (white-space: nowrap, the rule it shares with EmailAddress in styles/global.css) even in
 * a box that lets words break anywhere; the link dials +1 and the digits, then the extension after
 * a pause.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={phoneHref(phone)} className={['contact-nowrap', className].filter(Boolean).join(' ')}>
      {unbreakablePhone(phone)}
    </a>
  );
}

/**
 * A button that calls a number, whose text is a label ("Call the Parent Coordinator") rather than
 * the number: it wraps on a narrow phone like any button's (its class call-button lets it pass the
 * rule that keeps a number's spaces non-breaking, tests/dist/html-validate.test.ts).
 */
export function CallButton({ phone, children }: { phone: string; children: ReactNode }) {
  return (
    <a href={phoneHref(phone)} className="button button--secondary call-button">
      {children}
    </a>
  );
}

/** The tel: address of a US number written like "(718) 555-0142", with an optional " ext. N". */
export function phoneHref(phone: string): string {
  const [number = '', extension] = phone.split(/\s*ext\.?\s*/i);
  return `tel:+1${number.replace(/\D/g, '')}${extension === undefined ? '' : `,${extension.replace(/\D/g, '')}`}`;
}

/** The number with non-breaking spaces and hyphens, so that it stays on one line. */
export function unbreakablePhone(phone: string): string {
  return phone.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011');
}
