import { decimalOf, type JsonValue } from '../../src/formatting/index.js';

/**
 * Test helper: parses JSON text into a {@link JsonValue}, keeping what JSON.parse loses: a number
 * written with a point or an exponent (`0.0`, `16.5`, `1.0E7`) is a double field and becomes an
 * exact Decimal; a number without is an integer. Key order is the order in the text. Strict
 * enough for the samples and the oracle fixture; throws on anything it does not understand.
 */
export function readJsonSource(text: string): JsonValue {
  let i = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`readJsonSource: ${what} at offset ${i}: ${JSON.stringify(text.slice(i, i + 20))}`);
  };
  const skip = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
  };
  const literal = (word: string): void => {
    if (text.startsWith(word, i)) i += word.length;
    else fail(`expected ${word}`);
  };
  const string = (): string => {
    const start = i;
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    if (i >= text.length) fail('unterminated string');
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const number = (): JsonValue => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 40));
    if (!m) return fail('bad number');
    i += m[0].length;
    if (m[2] === undefined && m[3] === undefined) return Number(m[0]);
    // digits and a decimal exponent: value = digits * 10^exp
    const negative = m[0].startsWith('-');
    const fraction = m[2]?.slice(1) ?? '';
    let digits = (m[1] as string) + fraction;
    let exp = -fraction.length + (m[3] ? Number(m[3].slice(1)) : 0);
    if (exp > 0) {
      digits += '0'.repeat(exp);
      exp = 0;
    }
    // `1.0E-6` is 10e-7: drop the zeros that only the notation added.
    while (exp < 0 && digits.length > 1 && digits.endsWith('0')) {
      digits = digits.slice(0, -1);
      exp++;
    }
    const scaled = Number(digits);
    return decimalOf(negative ? -scaled : scaled, -exp);
  };
  const value = (): JsonValue => {
    skip();
    const c = text[i];
    if (c === '{') {
      i++;
      const out: Record<string, JsonValue> = {};
      skip();
      if (text[i] === '}') {
        i++;
        return out;
      }
      for (;;) {
        skip();
        if (text[i] !== '"') fail('expected a key');
        const key = string();
        skip();
        if (text[i] !== ':') fail('expected :');
        i++;
        // defineProperty: a `__proto__` key must stay a key.
        Object.defineProperty(out, key, { value: value(), enumerable: true, writable: true, configurable: true });
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === '}') {
          i++;
          return out;
        } else fail('expected , or }');
      }
    }
    if (c === '[') {
      i++;
      const out: JsonValue[] = [];
      skip();
      if (text[i] === ']') {
        i++;
        return out;
      }
      for (;;) {
        out.push(value());
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return out;
        } else fail('expected , or ]');
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true'), true;
    if (c === 'f') return literal('false'), false;
    if (c === 'n') return literal('null'), null;
    return number();
  };
  const result = value();
  skip();
  if (i !== text.length) fail('trailing text');
  return result;
}
