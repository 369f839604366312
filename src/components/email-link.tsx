import { Fragment, type ReactNode } from 'react';

/**
 * The pieces of an e-mail address between the places where a line may break: after the "@" and
 * before each "." of the domain ("mvega@hyfalliance.example" → "mvega@", "hyfalliance",
 * ".example"). Anything that is not an address stays in one piece.
 */
export function emailParts(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1) return [email];
  const [first = '', ...rest] = email.slice(at + 1).split('.');
  return [email.slice(0, at + 1), first, ...rest.map((label) => `.${label}`)];
}

/**
 * An e-mail address as text that breaks only after the "@" or before a ".", never inside a name:
 * each piece keeps together (white-space: nowrap, the one rule in styles/global.css) and a <wbr>
 * between pieces is the only place a narrow box may break it.
 */
export function EmailAddress({ email }: { email: string }): ReactNode {
  return emailParts(email).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      <span className="contact-nowrap">{part}</span>
    </Fragment>
  ));
}

/** An e-mail address as a link that writes to it. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`}>
      <EmailAddress email={email} />
    </a>
  );
}
