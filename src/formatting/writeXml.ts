import { flatText } from './flatText.js';
import { newlineAt } from './JsonShape.js';

/**
 * An XML element: a name, attributes in the order they print, and children (elements or text).
 *
 * @example
 * const error: XmlElement = { name: 'error', children: [{ name: 'code', children: ['404'] }] };
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes?: readonly (readonly [string, string])[];
  readonly children?: readonly (XmlElement | string)[];
}

/** `pretty`: one element a line, 2-space indent; `compact`: no whitespace between tags. */
export type XmlStyle = 'pretty' | 'compact';

/** The declaration every XML body starts with, as the service's XML began. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * Serializes an element tree as an XML document.
 *
 * The pretty style copies the only XML body on record, the 404 error object of the
 * documentation (216 bytes): the declaration on its own line, one element
 * a line indented 2 spaces per level, an element holding only text on one line
 * (`<code>404</code>`), and a newline after the root's end tag (the sample ends `</error>\n`;
 * it was copied from a documentation page, so this last byte is the one inferred detail).
 * An element with mixed content (text and elements) is written on one line, compactly, because
 * indentation inside it would change its text. The compact style has no whitespace at all:
 * `<?xml version="1.0" encoding="UTF-8"?><error><code>404</code></error>`, no final newline.
 *
 * - An element without children (or only empty strings) closes itself: `<team id="x"/>`.
 * - Attributes print in the given order, `name="value"`, escaping `& < > " '` as `&amp; &lt;
 *   &gt; &quot; &apos;`, and tab, line feed and carriage return as `&#9; &#10; &#13;` so that a
 *   parser gives them back instead of normalizing them to spaces.
 * - Text escapes `& < >` (and a carriage return as `&#13;`); quotes stay literal.
 *
 * Throws a TypeError starting with `writeXml:` for a name that is not an XML name, a repeated
 * attribute, a character XML 1.0 cannot carry (control characters other than tab, line feed,
 * carriage return; U+FFFE, U+FFFF; a lone surrogate), or nesting deeper than 1000 levels.
 *
 * @example
 * writeXml({ name: 'error', children: [{ name: 'code', children: ['404'] }] }, 'pretty');
 * // '<?xml version="1.0" encoding="UTF-8"?>\n<error>\n  <code>404</code>\n</error>\n'
 */
export function writeXml(root: XmlElement, style: XmlStyle): string {
  return indentOf(style) ? XML_DECLARATION + '\n' + element(root, 0, true) + '\n' : XML_DECLARATION + element(root, 0, false);
}

/**
 * {@link writeXml} in parts: joined, exactly its text, and it throws alike. The text of each
 * shared element ({@link sharedXmlElement}) of at least 256 characters is a part of its own, and
 * the text between two of them another (D181), so that a router encodes a document of kept
 * elements as copies of their kept bytes, with no flat string of the whole. The first part is
 * text written for this call (the declaration at least).
 *
 * @example
 * writeXmlParts({ name: 'error', children: [{ name: 'code', children: ['404'] }] }, 'compact'); // ['<?xml version="1.0" encoding="UTF-8"?><error><code>404</code></error>']
 */
export function writeXmlParts(root: XmlElement, style: XmlStyle): string[] {
  if (style !== 'pretty' && style !== 'compact') return [writeXml(root, style)];
  const indent = style === 'pretty';
  const sink: Sink = { text: XML_DECLARATION + (indent ? '\n' : ''), parts: [] };
  elementInto(root, 0, indent, sink);
  sink.parts!.push(indent ? sink.text + '\n' : sink.text);
  return sink.parts!;
}

/**
 * The text of one element as {@link writeXml} writes it `level` elements deep in a document of
 * `style` (its indent, in the pretty style, is the caller's): a shared element's kept text, or the
 * element written now. A document writer that places its own skeleton around elements (D188)
 * gets their text here, byte for byte what the whole document would hold; it throws alike.
 *
 * @example
 * writeXmlElement({ name: 'code', children: ['404'] }, 1, 'pretty'); // '<code>404</code>'
 */
export function writeXmlElement(node: XmlElement, level: number, style: XmlStyle): string {
  return element(node, level, indentOf(style));
}

/** Whether a style indents (pretty) or not (compact); a TypeError for any other. */
function indentOf(style: XmlStyle): boolean {
  if (style === 'pretty') return true;
  if (style === 'compact') return false;
  throw new TypeError(`writeXml: unknown style ${JSON.stringify(style)} (expected 'pretty' or 'compact')`);
}

/** Where an element's text is written: `text` so far, and with `parts`, the parts before it. */
interface Sink {
  text: string;
  readonly parts: string[] | undefined;
}

/** Shared texts at least this long are parts of their own in {@link writeXmlParts}. */
export const PART_MIN_CHARS = 256;

const MAX_DEPTH = 1000;

/**
 * The kept text of each shared element, by indent and level (0: compact; n + 1: indented at level
 * n): on the element itself, under a symbol no caller sees (a property load, where a map by element
 * cost a lookup for every element written, D185), or in `frozenTexts` for an element that was
 * already frozen when it was marked.
 */
const TEXTS: unique symbol = Symbol('xmlSharedTexts');
type Texts = (string | undefined)[];
const frozenTexts = new WeakMap<XmlElement, Texts>();
/** Whether `frozenTexts` holds any element (most documents never mark a frozen one). */
let anyFrozen = false;

function sharedTextsOf(node: XmlElement): Texts | undefined {
  const own = (node as { readonly [TEXTS]?: Texts })[TEXTS];
  return own !== undefined || !anyFrozen ? own : frozenTexts.get(node);
}

/**
 * Marks an element that is printed the same wherever it appears and is never changed (a team's
 * metadata, a frozen record's statistics): {@link writeXml} keeps its text per style and level
 * after the first printing (made flat, D152), so a document that repeats it, or the next
 * document, copies the text instead of writing it again. Returns the element.
 *
 * @example
 * const meta = sharedXmlElement({ name: 'team-metadata', attributes: [['team-key', 'boston-red-sox']] });
 * writeXml({ name: 'team', children: [meta] }, 'compact'); // '<?xml version="1.0" encoding="UTF-8"?><team><team-metadata team-key="boston-red-sox"/></team>'
 */
export function sharedXmlElement<E extends XmlElement>(node: E): E {
  if (sharedTextsOf(node) !== undefined) return node;
  if (Object.isExtensible(node)) Object.defineProperty(node, TEXTS, { value: [] });
  else {
    frozenTexts.set(node, []);
    anyFrozen = true;
  }
  return node;
}

/** A newline and `level` levels of 2-space indent (the JSON writer's, kept flat). */
const newline = newlineAt;

function element(node: XmlElement, level: number, indent: boolean): string {
  const texts = sharedTextsOf(node);
  return texts === undefined ? elementText(node, level, indent) : sharedText(node, texts, level, indent);
}

/** A shared element's text at a style and level, written on its first use and kept flat. */
function sharedText(node: XmlElement, texts: Texts, level: number, indent: boolean): string {
  return (texts[indent ? level + 1 : 0] ??= flatText(elementText(node, level, indent)));
}

function elementText(node: XmlElement, level: number, indent: boolean): string {
  const sink: Sink = { text: '', parts: undefined };
  elementInto(node, level, indent, sink);
  return sink.text;
}

/** Writes an element into `sink`; with parts, a long shared child is a part of its own. */
function elementInto(node: XmlElement, level: number, indent: boolean, sink: Sink): void {
  if (level >= MAX_DEPTH) throw new TypeError(`writeXml: nesting deeper than ${MAX_DEPTH} (a cycle?)`);
  const name = checkName(node.name, 'element');
  let open = '<' + name;
  const attributes = node.attributes;
  if (attributes !== undefined && attributes.length > 0) {
    for (let i = 0; i < attributes.length; i++) {
      const [key, value] = attributes[i] as readonly [string, string];
      checkName(key, 'attribute');
      for (let j = 0; j < i; j++) {
        if ((attributes[j] as readonly [string, string])[0] === key) throw new TypeError(`writeXml: attribute "${key}" repeated on <${name}>`);
      }
      open += ' ' + key + '="' + escape(value, ATTRIBUTE) + '"';
    }
  }
  const children = node.children;
  let hasText = false;
  let hasElement = false;
  if (children !== undefined) {
    for (const child of children) {
      if (typeof child === 'string') hasText ||= child.length > 0;
      else hasElement = true;
    }
  }
  if (!hasText && !hasElement) {
    sink.text += open + '/>';
    return;
  }
  const inline = !indent || hasText;
  sink.text += open + '>';
  for (const child of children as readonly (XmlElement | string)[]) {
    if (typeof child === 'string') sink.text += escape(child, TEXT);
    else {
      if (!inline) sink.text += newline(level + 1);
      childInto(child, level + 1, !inline, sink);
    }
  }
  sink.text += (inline ? '' : newline(level)) + '</' + name + '>';
}

/** A child element into `sink`: a shared one as its kept text, a part of its own when the sink has parts and the text is long. */
function childInto(node: XmlElement, level: number, indent: boolean, sink: Sink): void {
  const texts = sharedTextsOf(node);
  if (texts === undefined) {
    elementInto(node, level, indent, sink);
    return;
  }
  const text = sharedText(node, texts, level, indent);
  if (sink.parts !== undefined && text.length >= PART_MIN_CHARS) {
    sink.parts.push(sink.text, text);
    sink.text = '';
  } else sink.text += text;
}

/** An XML 1.0 Name (letters, digits, `_ : . -` and the Unicode ranges of the recommendation). */
const NAME =
  /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/;
const validNames = new Set<string>();

function checkName(name: string, what: string): string {
  if (validNames.has(name)) return name;
  if (typeof name !== 'string' || !NAME.test(name)) throw new TypeError(`writeXml: ${JSON.stringify(name)} is not a valid ${what} name`);
  if (validNames.size < 4096) validNames.add(name);
  return name;
}

const TEXT = 0;
const ATTRIBUTE = 1;

/** Escapes text or an attribute value; one scan, no copy when nothing needs escaping. */
function escape(text: string, context: typeof TEXT | typeof ATTRIBUTE): string {
  if (typeof text !== 'string') throw new TypeError(`writeXml: ${String(text)} is not a string`);
  let out = '';
  let from = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let replacement: string | undefined;
    if (c < 0x3f) {
      switch (c) {
        case 0x26:
          replacement = '&amp;';
          break;
        case 0x3c:
          replacement = '&lt;';
          break;
        case 0x3e:
          replacement = '&gt;';
          break;
        case 0x22:
          if (context === ATTRIBUTE) replacement = '&quot;';
          break;
        case 0x27:
          if (context === ATTRIBUTE) replacement = '&apos;';
          break;
        case 0x0d:
          replacement = '&#13;';
          break;
        case 0x09:
          if (context === ATTRIBUTE) replacement = '&#9;';
          break;
        case 0x0a:
          if (context === ATTRIBUTE) replacement = '&#10;';
          break;
        default:
          if (c < 0x20) throw new TypeError(`writeXml: character U+${hex(c)} cannot appear in XML 1.0`);
      }
    } else if (c >= 0xd800) {
      if (c === 0xfffe || c === 0xffff) throw new TypeError(`writeXml: character U+${hex(c)} cannot appear in XML 1.0`);
      if (c <= 0xdbff) {
        const next = i + 1 < n ? text.charCodeAt(i + 1) : 0;
        if (next < 0xdc00 || next > 0xdfff) throw new TypeError(`writeXml: lone surrogate U+${hex(c)} cannot be encoded`);
        i++;
      } else if (c <= 0xdfff) {
        throw new TypeError(`writeXml: lone surrogate U+${hex(c)} cannot be encoded`);
      }
    }
    if (replacement !== undefined) {
      out += text.slice(from, i) + replacement;
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * An attribute value as {@link writeXml} writes it between its quotes (escaped; throws alike on
 * a character XML 1.0 cannot carry).
 *
 * @example
 * escapeXmlAttribute('Tom & "Jerry"'); // 'Tom &amp; &quot;Jerry&quot;'
 */
export function escapeXmlAttribute(value: string): string {
  return escape(value, ATTRIBUTE);
}

function hex(c: number): string {
  return c.toString(16).toUpperCase().padStart(4, '0');
}
