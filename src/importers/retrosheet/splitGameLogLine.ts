/**
 * Where the fields of one game-log line are: `starts[k]`/`ends[k]` delimit the content of field
 * k (0-based, quotes excluded) inside the text. `count` is the number of fields on the line (it
 * can exceed the capacity of the arrays; only the first `starts.length` positions are kept).
 * `openQuoteField` is the 0-based field whose opening quote is never closed on the line, or -1.
 * `badQuoteField` is a quoted field followed by something other than a comma, or -1.
 */
export interface GameLogLineFields {
  count: number;
  openQuoteField: number;
  badQuoteField: number;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
}

/**
 * Finds the fields of the line `text[start, end)` of a Retrosheet game log (comma separated,
 * text in double quotes, a doubled quote inside quotes stands for one) without allocating a
 * string per field: positions are written into `into`, which is reused from line to line.
 * A quoted field may contain commas (field 14, completion information, does).
 *
 * @example
 * const into = { count: 0, openQuoteField: -1, badQuoteField: -1, starts: new Int32Array(4), ends: new Int32Array(4) };
 * splitGameLogLine('"20130331","0",1,"a,b"', 0, 22, into);
 * // into.count === 4; the fourth field spans 'a,b'
 */
export function splitGameLogLine(text: string, start: number, end: number, into: GameLogLineFields): GameLogLineFields {
  const { starts, ends } = into;
  const capacity = starts.length;
  let count = 0;
  let pos = start;
  into.openQuoteField = -1;
  into.badQuoteField = -1;
  for (;;) {
    let fieldStart: number;
    let fieldEnd: number;
    if (pos < end && text.charCodeAt(pos) === 34 /* " */) {
      fieldStart = pos + 1;
      let close = text.indexOf('"', fieldStart);
      // A doubled quote inside a quoted field is an escaped quote; keep looking.
      while (close >= 0 && close + 1 < end && text.charCodeAt(close + 1) === 34) close = text.indexOf('"', close + 2);
      if (close < 0 || close >= end) {
        into.openQuoteField = count;
        fieldEnd = end;
        pos = end;
      } else {
        fieldEnd = close;
        pos = close + 1;
        if (pos < end && text.charCodeAt(pos) !== 44 /* , */) {
          if (into.badQuoteField < 0) into.badQuoteField = count;
          const comma = text.indexOf(',', pos);
          pos = comma < 0 || comma > end ? end : comma;
        }
      }
    } else {
      fieldStart = pos;
      const comma = text.indexOf(',', pos);
      fieldEnd = comma < 0 || comma > end ? end : comma;
      pos = fieldEnd;
    }
    if (count < capacity) {
      starts[count] = fieldStart;
      ends[count] = fieldEnd;
    }
    count++;
    if (pos >= end) break;
    pos++; // past the comma
  }
  into.count = count;
  return into;
}
