import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeXml, XML_DECLARATION, type XmlElement } from '../../src/formatting/index.js';
import { SAMPLES } from '../repoData.js';

const error404: XmlElement = {
  name: 'error',
  children: [
    { name: 'code', children: ['404'] },
    { name: 'description', children: ['The requested resource: /example404.xml does not exist. Please see https://erikberg.com/api for valid requests.'] },
  ],
};

describe('writeXml', () => {
  it('reproduces error-all-404-docsample-page.xml byte for byte (the only XML sample)', () => {
    const sample = readFileSync(path.join(SAMPLES, 'error-all-404-docsample-page.xml'), 'utf8');
    expect(writeXml(error404, 'pretty')).toBe(sample);
  });

  it('writes the compact style without any whitespace or final newline', () => {
    expect(writeXml({ name: 'error', children: [{ name: 'code', children: ['404'] }] }, 'compact')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><error><code>404</code></error>',
    );
    expect(XML_DECLARATION).toBe('<?xml version="1.0" encoding="UTF-8"?>');
  });

  it('indents nested elements, keeps text-only elements on one line, closes empty elements itself', () => {
    const doc: XmlElement = {
      name: 'sports-content',
      attributes: [['xmlns', 'http://iptc.org/std/SportsML/2008-04-01/']],
      children: [
        { name: 'sports-metadata', attributes: [['date-time', '2013-09-01T00:00:00-04:00']] },
        {
          name: 'standing',
          attributes: [['content-label', 'American League']],
          children: [{ name: 'team', children: [{ name: 'team-metadata', attributes: [['key', 'l.mlb.com-t.1']], children: [{ name: 'name', attributes: [['first', 'Boston'], ['last', 'Red Sox']] }] }] }],
        },
        { name: 'empty', children: ['', ''] },
      ],
    };
    expect(writeXml(doc, 'pretty')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sports-content xmlns="http://iptc.org/std/SportsML/2008-04-01/">',
        '  <sports-metadata date-time="2013-09-01T00:00:00-04:00"/>',
        '  <standing content-label="American League">',
        '    <team>',
        '      <team-metadata key="l.mlb.com-t.1">',
        '        <name first="Boston" last="Red Sox"/>',
        '      </team-metadata>',
        '    </team>',
        '  </standing>',
        '  <empty/>',
        '</sports-content>',
        '',
      ].join('\n'),
    );
    expect(writeXml({ name: 'root' }, 'pretty')).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<root/>\n');
  });

  it('writes mixed content on one line so that its text is not changed', () => {
    const doc: XmlElement = { name: 'p', children: [{ name: 'wrap', children: ['a ', { name: 'b', children: ['bold'] }, { name: 'br' }, ' c'] }] };
    expect(writeXml(doc, 'pretty')).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<p>\n  <wrap>a <b>bold</b><br/> c</wrap>\n</p>\n');
  });

  it('escapes & < > in text, & < > " \' and tab/newline/CR in attributes', () => {
    const doc: XmlElement = { name: 'x', attributes: [['a', `"Tom's" <b> & \t\n\r`]], children: [`6'3" <b> & c\r\n`] };
    expect(writeXml(doc, 'compact')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><x a="&quot;Tom&apos;s&quot; &lt;b&gt; &amp; &#9;&#10;&#13;">6\'3" &lt;b&gt; &amp; c&#13;\n</x>',
    );
    expect(writeXml({ name: 'x', children: ['&mdash; Montréal 😀'] }, 'compact')).toBe('<?xml version="1.0" encoding="UTF-8"?><x>&amp;mdash; Montréal 😀</x>');
  });

  it('rejects bad names, repeated attributes, characters XML cannot carry, and unknown styles', () => {
    expect(() => writeXml({ name: '1abc' }, 'pretty')).toThrow(/^writeXml: "1abc" is not a valid element name/);
    expect(() => writeXml({ name: 'a b' }, 'pretty')).toThrow(TypeError);
    expect(() => writeXml({ name: 'a', attributes: [['x y', '1']] }, 'pretty')).toThrow(/not a valid attribute name/);
    expect(() => writeXml({ name: 'a', attributes: [['k', '1'], ['k', '2']] }, 'pretty')).toThrow(/^writeXml: attribute "k" repeated/);
    expect(() => writeXml({ name: 'a', children: ['\u0001'] }, 'pretty')).toThrow(/U\+0001 cannot appear/);
    expect(() => writeXml({ name: 'a', children: ['\uFFFE'] }, 'pretty')).toThrow(TypeError);
    expect(() => writeXml({ name: 'a', children: ['\uD800x'] }, 'pretty')).toThrow(/lone surrogate/);
    expect(() => writeXml({ name: 'a', attributes: [['k', '\uDC00']] }, 'pretty')).toThrow(/lone surrogate/);
    expect(() => writeXml({ name: 'a' }, 'fancy' as 'pretty')).toThrow(/^writeXml: unknown style/);
    const cycle: { name: string; children: unknown[] } = { name: 'a', children: [] };
    cycle.children.push(cycle);
    expect(() => writeXml(cycle as XmlElement, 'compact')).toThrow(/^writeXml: nesting deeper than 1000/);
  });

  it('checks and writes names the same beyond the names it keeps (thousands of distinct names)', () => {
    for (let i = 0; i < 5000; i++) {
      const name = `e${i}`;
      expect(writeXml({ name, attributes: [[`a${i}`, 'v'], ['b', 'w']] }, 'compact')).toBe(`${XML_DECLARATION}<${name} a${i}="v" b="w"/>`);
    }
    expect(() => writeXml({ name: '1bad' }, 'compact')).toThrow(/"1bad" is not a valid element name/);
    expect(() => writeXml({ name: 'ok', attributes: [['bad attr', 'v']] }, 'compact')).toThrow(/"bad attr" is not a valid attribute name/);
    expect(() => writeXml({ name: 'ok', attributes: [['x', '1'], ['x', '2']] }, 'compact')).toThrow(/attribute "x" repeated on <ok>/);
    expect(writeXml({ name: 'e4999', children: ['t', { name: 'e1' }] }, 'compact')).toBe(`${XML_DECLARATION}<e4999>t<e1/></e4999>`);
  });

  it('accepts names with namespaces, dots, dashes and non-ASCII letters', () => {
    expect(writeXml({ name: 'xts:sports-content.v2', attributes: [['xml:lang', 'en']], children: [{ name: 'équipe' }] }, 'compact')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><xts:sports-content.v2 xml:lang="en"><équipe/></xts:sports-content.v2>',
    );
  });
});
