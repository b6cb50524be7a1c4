import { Fragment, type ReactNode } from 'react';
import { part as partClass } from './addressBreaks.css.ts';

// Break points of an address, after URL typesetting convention: a line may end after '//'
// and before '@', '.', '/', '?', '&', so a wrapped email or link breaks between its parts
// ("help" / "@nocturne.example"), never inside a word.
const BEFORE = /(?=[@./?&])/;
/** A part longer than this is left free to break (a line of the narrowest card holds about 28). */
const WHOLE_PART_MAX = 24;

/**
 * An email or link with line-break opportunities (`<wbr>`) between its parts, each part kept
 * whole. Copying the text still gives the address unchanged: `<wbr>` adds no characters.
 */
export function addressBreaks(address: string): ReactNode {
  const [scheme, rest] = address.includes('://') ? splitOnce(address, '://') : ['', address];
  const parts = rest.split(BEFORE);
  return parts.map((text, index) => {
    const shown = index === 0 ? scheme + text : text;
    return (
      <Fragment key={index}>
        {index > 0 ? <wbr /> : null}
        {shown.length <= WHOLE_PART_MAX ? <span className={partClass}>{shown}</span> : shown}
      </Fragment>
    );
  });
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator) + separator.length;
  return [text.slice(0, at), text.slice(at)];
}
