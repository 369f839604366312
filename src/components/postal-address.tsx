import type { Building } from '../content/site-schema.ts';

type Address = Building['address'];

/** A building's postal address on two lines: street, then city, state and ZIP code. */
export function PostalAddress({ address }: { address: Address }) {
  return (
    <address>
      {address.street}
      <br />
      {address.city}, {address.state} {address.zip}
    </address>
  );
}
