/**
 * A JSON reader for parity tests that keeps each number's spelling (`0.0` vs `0`, `29.0`), which
 * `JSON.parse` loses: numbers come back as {@link RawNumber}. Recorded 2014 files were written by
 * Python's `json.dump`, whose float spelling (`repr`) equals Java's `Double.toString` for every
 * value they hold, so comparing spellings checks the service's number format too.
 */
export class RawNumber {
  constructor(readonly text: string) {}
}

export type RawJson = null | boolean | string | RawNumber | RawJson[] | { [key: string]: RawJson };

export function parseRawJson(text: string): RawJson {
  let i = 0;
  const ws = () => { while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++; };
  const value = (): RawJson => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      const obj: { [key: string]: RawJson } = {};
      ws();
      if (text[i] === '}') { i++; return obj; }
      for (;;) {
        ws();
        const key = value();
        if (typeof key !== 'string') throw new SyntaxError(`parseRawJson: key expected at ${i}`);
        ws();
        if (text[i++] !== ':') throw new SyntaxError(`parseRawJson: ':' expected at ${i - 1}`);
        obj[key] = value();
        ws();
        const next = text[i++];
        if (next === '}') return obj;
        if (next !== ',') throw new SyntaxError(`parseRawJson: ',' or '}' expected at ${i - 1}`);
      }
    }
    if (c === '[') {
      i++;
      const list: RawJson[] = [];
      ws();
      if (text[i] === ']') { i++; return list; }
      for (;;) {
        list.push(value());
        ws();
        const next = text[i++];
        if (next === ']') return list;
        if (next !== ',') throw new SyntaxError(`parseRawJson: ',' or ']' expected at ${i - 1}`);
      }
    }
    if (c === '"') {
      const start = i;
      i++;
      while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i++;
      return JSON.parse(text.slice(start, i)) as string;
    }
    const m = /^(?:true|false|null|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)/.exec(text.slice(i, i + 40));
    if (!m) throw new SyntaxError(`parseRawJson: unexpected ${JSON.stringify(text.slice(i, i + 10))} at ${i}`);
    i += m[0].length;
    return m[0] === 'true' ? true : m[0] === 'false' ? false : m[0] === 'null' ? null : new RawNumber(m[0]);
  };
  const out = value();
  ws();
  if (i !== text.length) throw new SyntaxError(`parseRawJson: trailing text at ${i}`);
  return out;
}
