/**
 * The client emulations refuse what the real clients refuse, so that a passing compatibility
 * check means something. Each case is one the research reports ran against the real client or
 * read in its library's source (docs/CLIENTS.md).
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readJsonSource } from '../../formatting/readJsonSource.js';
import { DATE_TIME_READERS } from './decoders/dateTimeReaders.js';
import { decodeContent } from './decoders/decodeContent.js';
import { decodeGo } from './decoders/decodeGo.js';
import { decodeJackson } from './decoders/decodeJackson.js';
import { decodeJsonNet } from './decoders/decodeJsonNet.js';
import { decodeUtf8 } from './decoders/decodeUtf8.js';
import { instanceVariableProblems } from './decoders/instanceVariableProblems.js';
import { namedtupleFieldProblems } from './decoders/namedtupleFieldProblems.js';
import { pythonInt } from './decoders/pythonInt.js';
import { rubyInteger } from './decoders/rubyInteger.js';
import { rubyToI } from './decoders/rubyToI.js';

const attempt = (f: () => unknown): unknown => {
  try {
    return f();
  } catch (e) {
    return (e as Error).constructor.name;
  }
};

describe('the header readers', () => {
  it('Ruby Integer() as the Ruby clients showed it (docs/CLIENTS.md): nil TypeError, "" "08" "1428838260.5" "5, 5" ArgumentError, "010" is 8, spaces and -1 fine', () => {
    expect([undefined, '', '08', '1428838260.5', '5, 5', '010', ' 1428838260 ', '-1'].map((v) => attempt(() => rubyInteger(v)))).toEqual([
      'TypeError', 'Error', 'Error', 'Error', 'Error', 8, 1428838260, -1,
    ]);
  });

  it('Ruby to_i and Python int() as the example programs and the python clients showed them (docs/CLIENTS.md): to_i forgives everything, int() refuses None and decimals', () => {
    expect([undefined, '', '5abc', '5, 5', '08'].map(rubyToI)).toEqual([0, 0, 5, 5, 8]);
    expect([undefined, '1795439533.0', '08', ' 42 '].map((v) => attempt(() => pythonInt(v)))).toEqual(['TypeError', 'Error', 8, 42]);
  });
});

describe('the body readers', () => {
  it('exact-gzip leaves GZIP and x-gzip bodies packed (python-xmlstats, Go, Node, HttpURLConnection); requests and Net::HTTP unpack them', () => {
    const packed = gzipSync('{}');
    expect(['gzip', 'GZIP', 'x-gzip'].map((c) => { const d = decodeContent(packed, [c], 'exact-gzip'); return d.ok && d.decompressed; })).toEqual([true, false, false]);
    expect(['GZIP', 'x-gzip'].map((c) => { const d = decodeContent(packed, [c], 'requests'); return d.ok && d.decompressed; })).toEqual([true, true]);
    expect(decodeContent(Buffer.from('{}'), ['gzip'], 'exact-gzip').ok).toBe(false);
  });

  it('UTF-8 is read strictly: a BOM and Latin-1 bytes fail as the python clients showed (docs/CLIENTS.md)', () => {
    expect([Buffer.from('\uFEFF{}'), Buffer.from([0x7b, 0xe9, 0x7d])].map((b) => attempt(() => decodeUtf8(b)))).toEqual(['Error', 'TypeError']);
  });
});

describe('the typed decoders', () => {
  it('Go encoding/json: 12.0 or "12" into an int, a string into a bool and a date-only time.Time are errors; null and unknown keys are not (docs/CLIENTS.md, xmlstats-golang)', () => {
    const type = { struct: 'T', fields: { n: 'int', b: 'bool', t: 'time.Time', f: 'float32' } } as const;
    expect(decodeGo(readJsonSource('{"n":12.0,"b":"true","t":"2013-01-31","f":1.5,"x":[1]}'), type).errors).toHaveLength(3);
    expect(decodeGo(readJsonSource('{"N":12,"b":null,"t":"2013-01-31T00:00:00-05:00","f":190.5}'), type)).toEqual({ value: { n: 12, b: false, t: '2013-01-31T00:00:00-05:00', f: 190.5 }, errors: [] });
  });

  it('Json.NET: null or 5.0 into an int, null into a double or a DateTime are errors; "12" into an int and unknown members are not (docs/CLIENTS.md, .NET clients)', () => {
    const type = { class: 'T', members: { i: 'int', d: 'double', t: 'DateTime' } } as const;
    expect(decodeJsonNet(readJsonSource('{"i":null,"d":null,"t":null}'), type).errors).toHaveLength(3);
    expect(decodeJsonNet(readJsonSource('{"i":5.0}'), type).errors).toEqual(["Input string '5.0' is not a valid integer. Path 'i'"]);
    expect(decodeJsonNet(readJsonSource('{"i":"12","d":0.542,"t":"1988-06-04","extra":{}}'), type)).toEqual({ value: { i: 12, d: 0.542, t: '1988-06-04' }, errors: [] });
    expect(decodeJsonNet(readJsonSource('{"i":3000000000}'), type).errors).toHaveLength(1);
  });

  it('Jackson: an unknown key of a class without ignoreUnknown is unrecognized, of one with it is not (docs/CLIENTS.md, example programs)', () => {
    const type = { pojo: 'Events', ignoreUnknown: false, properties: { events_date: 'String', event: { list: { pojo: 'Event', ignoreUnknown: true, properties: {} } } } } as const;
    expect(decodeJackson(readJsonSource('{"events_date":"x","count":1,"event":[{"y":2}]}'), type).unrecognized).toEqual(['Events.count']);
  });

  it('namedtuple and instance-variable names: keywords, leading digits, dashes and underscores are caught (docs/CLIENTS.md: python and Ruby clients)', () => {
    expect(namedtupleFieldProblems(readJsonSource('{"a":{"class":1,"3pt":2,"_id":3,"ok":4}}'))).toEqual([
      'class (a.class): a keyword', '3pt (a.3pt): not an identifier', '_id (a._id): starts with an underscore',
    ]);
    expect(instanceVariableProblems(readJsonSource('[{"three-pt":1,"ok":2}]'))).toEqual(['three-pt ([0].three-pt): `@three-pt` is not allowed as an instance variable name']);
  });

  it('date-time readers: -0400 fails Java and Go, fractional seconds fail PHP W3C, a missing offset fails all three (docs/CLIENTS.md, example programs)', () => {
    const texts = ['2013-04-14T13:00:00-04:00', '2013-04-14T13:00:00-0400', '2013-04-14T13:00:00.000-04:00', '2013-04-14T13:00:00'];
    expect(texts.map((t) => [DATE_TIME_READERS.rfc3339(t), DATE_TIME_READERS.javaIsoZoned(t), DATE_TIME_READERS.phpW3c(t)])).toEqual([
      [true, true, true], [false, false, true], [true, true, false], [false, false, false],
    ]);
  });
});
