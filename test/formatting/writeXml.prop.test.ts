import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedXmlElement, writeXml, XML_DECLARATION, type XmlElement } from '../../src/formatting/index.js';
import { escapeXmlAttribute, writeXmlElement, writeXmlParts } from '../../src/formatting/writeXml.js';
import { readXml } from './readXml.js';

const name = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,6}$/);
/** Text XML 1.0 can carry: printable code points, tab, newline, CR (no lone surrogates). */
const text = fc.string({ unit: fc.oneof(fc.constantFrom('&', '<', '>', '"', "'", '\t', '\n', '\r', ' ', 'a', 'é', '😀'), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 })), maxLength: 8 });

const { element } = fc.letrec<{ element: XmlElement }>((tie) => ({
  element: fc.record(
    {
      name,
      attributes: fc.uniqueArray(fc.tuple(name, text), { maxLength: 3, selector: ([k]) => k }),
      children: fc.array(fc.oneof({ depthSize: 'small' }, text, tie('element')), { maxLength: 4 }),
    },
    { requiredKeys: ['name'] },
  ),
})) as unknown as { element: fc.Arbitrary<XmlElement> };

/** The tree a reader sees: adjacent texts merged, empty texts dropped, no optional fields. */
function normalize(node: XmlElement): XmlElement {
  const children: (XmlElement | string)[] = [];
  for (const child of node.children ?? []) {
    if (typeof child === 'string') {
      if (child === '') continue;
      const last = children[children.length - 1];
      if (typeof last === 'string') children[children.length - 1] = last + child;
      else children.push(child);
    } else children.push(normalize(child));
  }
  return { name: node.name, attributes: (node.attributes ?? []).map(([k, v]) => [k, v] as const), children };
}

/** Drops the layout whitespace pretty printing adds: whitespace-only text among elements only. */
function dropLayout(node: XmlElement): XmlElement {
  const children = node.children ?? [];
  const hasText = children.some((c) => typeof c === 'string' && c.trim() !== '');
  const hasElement = children.some((c) => typeof c !== 'string');
  const kept = hasElement && !hasText ? children.filter((c) => typeof c !== 'string') : children;
  return { name: node.name, attributes: node.attributes ?? [], children: kept.map((c) => (typeof c === 'string' ? c : dropLayout(c))) };
}

function hasBlankText(node: XmlElement): boolean {
  return (node.children ?? []).some((c) => (typeof c === 'string' ? c !== '' && c.trim() === '' : hasBlankText(c)));
}

describe('writeXml (properties)', () => {
  it('compact output reads back to the same tree', () => {
    fc.assert(
      fc.property(element, (root) => {
        const parsed = readXml(writeXml(root, 'compact'));
        expect(parsed.declaration).toBe(XML_DECLARATION);
        expect(parsed.rest).toBe('');
        expect(parsed.root).toEqual(normalize(root));
      }),
    );
  });

  it('pretty output reads back to the same tree once layout whitespace is dropped', () => {
    fc.assert(
      fc.property(element, (root) => {
        const parsed = readXml(writeXml(root, 'pretty'));
        expect(parsed.rest).toBe('\n');
        expect(dropLayout(parsed.root)).toEqual(dropLayout(normalize(root)));
      }),
    );
  });

  it('pretty output is compact output plus newlines and indentation between tags', () => {
    fc.assert(
      fc.property(element, (root) => {
        // A whitespace-only text between two tags would look like layout to the comparison below.
        fc.pre(!hasBlankText(root));
        const pretty = writeXml(root, 'pretty');
        const compact = writeXml(root, 'compact');
        expect(pretty.replace(/>\n *</g, '><').replace(/\n$/, '')).toBe(compact);
      }),
    );
  });
});

/** A copy of a tree, sharing (with `sharedXmlElement`) the elements whose path picks say so. */
function withShared(node: XmlElement, picks: readonly boolean[], at = { i: 0 }): XmlElement {
  const copy: XmlElement = {
    name: node.name,
    ...(node.attributes ? { attributes: node.attributes } : {}),
    ...(node.children ? { children: node.children.map((c) => (typeof c === 'string' ? c : withShared(c, picks, at))) } : {}),
  };
  return picks[at.i++ % Math.max(picks.length, 1)] ? sharedXmlElement(copy) : copy;
}

describe('sharedXmlElement (D152)', () => {
  it('a tree with shared elements is written exactly as the same tree unshared, both styles, on first and later printings and at other levels', () => {
    fc.assert(
      fc.property(element, fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), (root, picks) => {
        const shared = withShared(root, picks);
        for (const style of ['pretty', 'compact'] as const) {
          const plain = writeXml(root, style);
          expect(writeXml(shared, style)).toBe(plain);
          expect(writeXml(shared, style)).toBe(plain);
          // The same shared element one level deeper, and twice in one document.
          expect(writeXml({ name: 'wrap', children: [shared, shared] }, style)).toBe(writeXml({ name: 'wrap', children: [root, root] }, style));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('writeXmlElement is the element\'s text as a document holds it at that depth, shared or not; escapeXmlAttribute is an attribute\'s text (D188)', () => {
    fc.assert(
      fc.property(element, fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), text, (root, picks, value) => {
        const shared = withShared(root, picks);
        for (const style of ['pretty', 'compact'] as const) {
          // Two levels down in the pretty style, one wrapper's line and indent on each side.
          const [open, close] = style === 'pretty' ? ['<a>\n  <b>\n    ', '\n  </b>\n</a>\n'] : ['<a><b>', '</b></a>'];
          const doc = writeXml({ name: 'a', children: [{ name: 'b', children: [root] }] }, style);
          const body = doc.slice(XML_DECLARATION.length + (style === 'pretty' ? 1 : 0));
          expect(open + writeXmlElement(root, 2, style) + close).toBe(body);
          expect(writeXmlElement(shared, 2, style)).toBe(writeXmlElement(root, 2, style));
        }
        const withAttribute = writeXml({ name: 'a', attributes: [['v', value]] }, 'compact');
        expect(withAttribute).toBe(`${XML_DECLARATION}<a v="${escapeXmlAttribute(value)}"/>`);
      }),
      { numRuns: 300 },
    );
    expect(() => writeXmlElement({ name: 'a' }, 0, 'tabs' as 'pretty')).toThrow('writeXml: unknown style');
    expect(() => escapeXmlAttribute('\u0001')).toThrow('writeXml: character U+0001 cannot appear in XML 1.0');
  });

  it('writeXmlParts: the parts joined are the document, both styles; each long shared text a part of its own (D181)', () => {
    // Long text inside some elements, so that shared ones reach the 256 characters of a part.
    const padded = (node: XmlElement, pad: number): XmlElement => ({
      name: node.name,
      ...(node.attributes ? { attributes: node.attributes } : {}),
      children: [...(node.children ?? []).map((c) => (typeof c === 'string' ? c : padded(c, pad))), ...(pad > 0 ? [{ name: 'pad', children: ['x'.repeat(pad)] }] : [])],
    });
    fc.assert(
      fc.property(element, fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), fc.constantFrom(0, 40, 300), (root, picks, pad) => {
        const tree = padded(root, pad);
        const shared = withShared(tree, picks);
        for (const style of ['pretty', 'compact'] as const) {
          const whole = writeXml(tree, style);
          for (const doc of [shared, { name: 'wrap', children: [shared, shared] }]) {
            const parts = writeXmlParts(doc, style);
            expect(parts.join('')).toBe(writeXml(doc, style));
            // Parts alternate: text written for this call, then a kept text of 256 characters or more.
            for (let i = 1; i < parts.length; i += 2) expect(parts[i]!.length).toBeGreaterThanOrEqual(256);
            expect(parts.length % 2).toBe(1);
          }
          expect(writeXmlParts(shared, style).join('')).toBe(whole);
        }
      }),
      { numRuns: 200 },
    );
    expect(() => writeXmlParts(sharedXmlElement({ name: 'a b' }), 'pretty')).toThrow(/writeXml: "a b" is not a valid element name/);
  });

  it('marks an element without changing what it holds, frozen or not, and keeps its text either way (D185)', () => {
    const open = { name: 'team', attributes: [['key', 'x'.repeat(300)]] as const };
    const frozen = Object.freeze({ name: 'team', attributes: Object.freeze([Object.freeze(['key', 'y'.repeat(300)] as const)]) });
    for (const node of [open, frozen]) {
      expect(sharedXmlElement(node)).toBe(node);
      expect(sharedXmlElement(node)).toBe(node); // marking twice is marking once
      expect(Object.keys(node)).toEqual(['name', 'attributes']);
      expect(JSON.parse(JSON.stringify(node))).toEqual({ name: 'team', attributes: [['key', node.attributes[0]![1]]] });
      const doc = { name: 'wrap', children: [node, node] };
      // Kept text: each shared occurrence is a part of its own, and the parts join to the document.
      const parts = writeXmlParts(doc, 'pretty');
      expect(parts.join('')).toBe(writeXml(doc, 'pretty'));
      expect(parts[1]).toBe(`<team key="${node.attributes[0]![1]}"/>`);
      expect(parts[3]).toBe(parts[1]);
    }
    // An element not marked is written inline, not as a part.
    expect(writeXmlParts({ name: 'wrap', children: [{ name: 'team', attributes: [['key', 'z'.repeat(300)]] }] }, 'pretty')).toHaveLength(1);
  });

  it('an element that cannot be written still throws each time (nothing is kept from a failed printing)', () => {
    const bad = sharedXmlElement({ name: 'team', attributes: [['key', 'a\u0001b']] as const });
    expect(() => writeXml(bad, 'pretty')).toThrow(/writeXml: character U\+0001/);
    expect(() => writeXml(bad, 'pretty')).toThrow(/writeXml: character U\+0001/);
  });
});
