import { Fragment } from 'react';

/**
 * An e-mail address split where it may break across lines: after the '@' and
 * before each dot ('contacto@' / 'crecerenfamilia' / '.com' / '.ar'), the
 * points typographers break an address at, so that a narrow phone never
 * shows a lone 'r' on the next line.
 */
export function emailAddressParts(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter(Boolean);
}

/** The address as text with <wbr> at its sensible break points (emailAddressParts); reads and copies unchanged. */
export function EmailAddress({ address }: { address: string }) {
  return (
    <>
      {emailAddressParts(address).map((part, index) => (
        // The parts of one address never reorder: their position is their identity.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
