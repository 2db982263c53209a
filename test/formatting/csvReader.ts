/**
 * A strict RFC 4180 reader for the tests of `toCsv`, written from the RFC's grammar: records end
 * with CRLF; a field is either plain (no comma, quote, CR or LF) or quoted, with quotes doubled
 * inside. Anything else (a bare LF, a quote in a plain field, text after a closing quote) throws,
 * so that a test reading `toCsv`'s output also checks that it is well formed.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let i = 0;
  while (i < text.length) {
    const record: string[] = [];
    for (;;) {
      let field = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (i >= text.length) throw new Error('readCsv: a quoted field is not closed');
          if (text[i] === '"' && text[i + 1] === '"') {
            field += '"';
            i += 2;
          } else if (text[i] === '"') {
            i++;
            break;
          } else {
            field += text[i++];
          }
        }
      } else {
        while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
          if (text[i] === '"' || text[i] === '\n') throw new Error(`readCsv: ${JSON.stringify(text[i])} in a plain field at ${i}`);
          field += text[i++];
        }
      }
      record.push(field);
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '\r' && text[i + 1] === '\n') {
        i += 2;
        break;
      }
      throw new Error(`readCsv: expected a comma or CRLF at ${i}, got ${JSON.stringify(text.slice(i, i + 5))}`);
    }
    records.push(record);
  }
  return records;
}
