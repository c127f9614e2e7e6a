/**
 * A table as CSV that spreadsheets open as they should: every text quoted, quotes doubled, and a
 * leading =, +, - or @ in a text defused with an apostrophe so a name cannot run as a formula.
 * A byte-order mark first, so Excel reads Arabic names as UTF-8.
 */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    if (typeof value === 'number') return String(value);
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return `"${text.replaceAll('"', '""')}"`;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(fileName: string, header: string[], rows: (string | number)[][]) {
  const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
