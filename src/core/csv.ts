/**
 * CSV as spreadsheets read it (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled,
 * lines end in CRLF. A text field that begins like a formula (=, +, -, @, tab, carriage return) gets a leading
 * apostrophe, so a campaign or player name can never run as a formula in the statement's reader. Numbers are
 * written as they are.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<CsvCell>>): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
