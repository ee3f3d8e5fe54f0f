import {
  csvCellText,
  csvCellValue,
  exportedWith,
  guardedText,
  SPREADSHEET_LISTS,
  SPREADSHEETS,
  spreadsheetFileName,
  spreadsheetHeaders,
  unguardedText,
} from './spreadsheet';

describe('the spreadsheets of the lists (issue 24)', () => {
  it.each(SPREADSHEET_LISTS)('give %s unique headers, its key among them, links to key columns', (list) => {
    const headers = spreadsheetHeaders(list);
    expect(new Set(headers).size).toBe(headers.length);
    const { key } = SPREADSHEETS[list];
    if (key) expect(headers[0]).toBe(key);
    for (const column of SPREADSHEETS[list].columns) {
      if (column.link) expect(SPREADSHEETS[column.link.list].key).toBe(column.link.key);
    }
  });

  it('mask exactly the personal numbers: passport and bank account numbers', () => {
    const personal = SPREADSHEET_LISTS.flatMap((list) =>
      SPREADSHEETS[list].columns
        .filter((column) => column.personal)
        .map((column) => `${list}.${column.header}`),
    );
    expect(personal).toEqual(['owners.passportNo', 'owners.bankAccNo', 'sub-tenants.passport']);
  });

  it('export the sub-tenants with the tenants, each other list alone', () => {
    expect(exportedWith('tenants')).toEqual(['tenants', 'sub-tenants']);
    expect(exportedWith('owners')).toEqual(['owners']);
    expect(spreadsheetFileName('sub-tenants', 'xlsx', '2026-11-27')).toBe('sub-tenants-2026-11-27.xlsx');
  });
});

describe('CSV cells', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['+cmd|calc', "'+cmd|calc"],
    ['-2+3', "'-2+3"],
    ['\tx', "'\tx"],
    ["'=x", "''=x"],
    ["'plain", "'plain"],
    ['+66 81 234 5678', '+66 81 234 5678'],
    ['-5', '-5'],
    ['Somchai', 'Somchai'],
    ['', ''],
  ])('write the text %j as %j, and read it back unchanged', (text, written) => {
    expect(guardedText(text)).toBe(written);
    expect(unguardedText(written)).toBe(text);
  });

  it('write numbers, booleans, dates and none as text and read them back', () => {
    expect(csvCellText('number', 1500.5)).toBe('1500.5');
    expect(csvCellValue('number', '1500.5')).toBe(1500.5);
    expect(csvCellText('boolean', false)).toBe('false');
    expect(csvCellValue('boolean', 'true')).toBe(true);
    expect(csvCellText('date', '2025-01-31')).toBe('2025-01-31');
    expect(csvCellText('text', null)).toBe('');
    expect(csvCellValue('text', '')).toBeNull();
  });
});
