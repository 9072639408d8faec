/**
 * A spreadsheet file for staff (semicolons and a byte-order mark: what French spreadsheet
 * software opens as columns in UTF-8). A cell that starts like a formula is prefixed with an
 * apostrophe, so a page address or search term typed by a visitor can never run in the sheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
