import { stringify } from 'csv-stringify/sync';

// Text a spreadsheet would run as a formula when it starts a cell.
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell as text, with an apostrophe before anything a spreadsheet would run as a formula:
 * usernames and item names are user input, and these files are opened in spreadsheets.
 */
export function defusedCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** A table as CSV (RFC 4180 quoting by csv-stringify): a header line, CRLF line ends. */
export function csvTable(
  header: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): string {
  return stringify([header, ...rows] as string[][], {
    record_delimiter: 'windows',
    // A lone line feed inside a cell would start a new row in some readers: quote it too.
    quoted_match: /[\r\n]/,
    cast: { string: defusedCell },
  });
}
