import type { XmlElement } from '../../src/formatting/index.js';

/**
 * Test helper: a small XML reader for what writeXml emits (a declaration, elements, attributes
 * in double quotes, text, the five named entities and decimal character references). It keeps
 * whitespace-only text so that tests can decide what layout whitespace is.
 */
export function readXml(text: string): { readonly declaration: string; readonly root: XmlElement; readonly rest: string } {
  const declEnd = text.indexOf('?>');
  if (!text.startsWith('<?xml') || declEnd < 0) throw new SyntaxError('readXml: no declaration');
  const declaration = text.slice(0, declEnd + 2);
  let i = declEnd + 2;
  const decode = (s: string): string =>
    s.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_, e: string) =>
      e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : e === 'apos' ? "'" : String.fromCodePoint(Number(e.slice(1))),
    );
  const element = (): XmlElement => {
    const open = /^<([^\s/>]+)((?:\s+[^\s=]+="[^"]*")*)\s*(\/?)>/.exec(text.slice(i));
    if (!open) throw new SyntaxError(`readXml: expected a start tag at ${i}: ${JSON.stringify(text.slice(i, i + 30))}`);
    i += open[0].length;
    const name = open[1] as string;
    const attributes = [...(open[2] as string).matchAll(/([^\s=]+)="([^"]*)"/g)].map((m) => [m[1] as string, decode(m[2] as string)] as const);
    const children: (XmlElement | string)[] = [];
    if (open[3] !== '/') {
      for (;;) {
        if (text.startsWith('</', i)) {
          const close = `</${name}>`;
          if (!text.startsWith(close, i)) throw new SyntaxError(`readXml: expected ${close} at ${i}`);
          i += close.length;
          break;
        }
        if (text[i] === '<') children.push(element());
        else {
          const end = text.indexOf('<', i);
          if (end < 0) throw new SyntaxError('readXml: unterminated element');
          children.push(decode(text.slice(i, end)));
          i = end;
        }
      }
    }
    return { name, attributes, children };
  };
  // Layout whitespace between the declaration and the root.
  while (text[i] === '\n') i++;
  const root = element();
  return { declaration, root, rest: text.slice(i) };
}
