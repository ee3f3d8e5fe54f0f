import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fillRows, formOf, isRowsTemplate, ROWS_SLOT, textsOf, tokenOf } from './first-paint-rows.mjs';

const withImage = {
  fields: {
    _id: { any: true },
    name: { text: 0 },
    image: { text: 1 },
    tags: { items: [{ text: 2 }] },
  },
};
const withoutImage = {
  fields: { _id: { any: true }, name: { text: 0 }, image: { is: null }, tags: { any: true } },
};
const template = {
  source: '/owner/all',
  page: `<table><tbody>${ROWS_SLOT}</tbody></table>`,
  rows: [
    {
      shape: withImage,
      html: `<tr><td><img src="${tokenOf(1)}" alt="${tokenOf(0)}">${tokenOf(0)} ${tokenOf(2)}</td></tr>`,
    },
    { shape: withoutImage, html: `<tr><td>${tokenOf(0)}</td></tr>` },
  ],
};

describe('fillRows', () => {
  it('draws each record by the first row drawing of its shape, its texts escaped as React escapes them', () => {
    assert.equal(
      fillRows(template, [
        { _id: 1, name: `<b>"Tom" & 'Jo'</b>`, image: '/api/files/a?x=1&y=2', tags: ['vip'] },
        { _id: 2, name: 'Ann', image: null, tags: [] },
      ]),
      '<table><tbody>' +
        '<tr><td><img src="/api/files/a?x=1&amp;y=2" alt="&lt;b&gt;&quot;Tom&quot; &amp; &#x27;Jo&#x27;&lt;/b&gt;">' +
        '&lt;b&gt;&quot;Tom&quot; &amp; &#x27;Jo&#x27;&lt;/b&gt; vip</td></tr>' +
        '<tr><td>Ann</td></tr></tbody></table>',
    );
  });

  it('draws nothing when a record fits no drawing, or there is none', () => {
    assert.equal(fillRows(template, []), undefined);
    // An empty text, a field the drawing does not know, a list of another length, a value it depends on.
    for (const record of [
      { _id: 1, name: '', image: null, tags: [] },
      { _id: 1, name: 'Ann', image: null, tags: [], extra: 1 },
      { _id: 1, name: 'Ann', image: 'a', tags: ['x', 'y'] },
      { _id: 1, name: 'Ann', image: 7, tags: [] },
      { _id: 1, image: null, tags: [] },
      null,
    ]) {
      assert.equal(fillRows(template, [{ _id: 2, name: 'Ann', image: null, tags: [] }, record]), undefined);
    }
  });

  it('writes an empty text only where the drawing draws one as nothing', () => {
    const orEmpty = { fields: { name: { text: 0, orEmpty: true }, nick: { text: 1 } } };
    assert.deepEqual(textsOf(orEmpty, { name: '', nick: 'N' }), ['', 'N']);
    assert.equal(textsOf(orEmpty, { name: 'A', nick: '' }), undefined);
    assert.equal(isRowsTemplate({ ...template, rows: [{ shape: orEmpty, html: '' }] }), true);
    assert.equal(
      isRowsTemplate({ ...template, rows: [{ shape: { text: 0, orEmpty: false }, html: '' }] }),
      false,
    );
  });

  it('writes a text of a given form only into the drawing made for that form', () => {
    assert.equal(formOf('1980-01-31'), '0000-00-00');
    assert.equal(formOf('Ab9 ก'), 'Aa0 a');
    const dated = { fields: { dob: { text: 0, like: '0000-00-00' } } };
    assert.deepEqual(textsOf(dated, { dob: '2001-12-05' }), ['2001-12-05']);
    for (const dob of ['2001-12-5', '2001-12-05T00:00', 'abcd-ef-gh', '']) {
      assert.equal(textsOf(dated, { dob }), undefined, dob);
    }
    assert.equal(isRowsTemplate({ ...template, rows: [{ shape: dated, html: '' }] }), true);
    assert.equal(isRowsTemplate({ ...template, rows: [{ shape: { text: 0, like: 1 }, html: '' }] }), false);
    assert.equal(isRowsTemplate({ ...template, params: { id: 'id' } }), true);
    assert.equal(isRowsTemplate({ ...template, params: { id: 1 } }), false);
  });

  it('writes null as an empty text only where the drawing draws null as it draws one', () => {
    const orNull = {
      fields: { agent: { text: 0, orEmpty: true, orNull: true }, nick: { text: 1, orEmpty: true } },
    };
    assert.deepEqual(textsOf(orNull, { agent: null, nick: 'N' }), ['', 'N']);
    assert.equal(textsOf(orNull, { agent: 'A', nick: null }), undefined);
    assert.equal(isRowsTemplate({ ...template, rows: [{ shape: orNull, html: '' }] }), true);
    assert.equal(isRowsTemplate({ ...template, rows: [{ shape: { text: 0, orNull: 1 }, html: '' }] }), false);
  });

  it('writes a number as the pages do (formatAmount, or as React writes one), and refuses anything but a number', () => {
    const amounts = { fields: { rent: { amount: 0, orNull: true }, deposit: { amount: 1 } } };
    assert.deepEqual(textsOf(amounts, { rent: 1234567.891, deposit: -0.5 }), ['1,234,567.89', '-0.5']);
    assert.deepEqual(textsOf(amounts, { rent: null, deposit: 25000 }), ['', '25,000']);
    for (const deposit of [null, '25000', Number.NaN, Number.POSITIVE_INFINITY, undefined]) {
      assert.equal(textsOf(amounts, { rent: 1, deposit }), undefined, String(deposit));
    }
    const rented = {
      ...template,
      rows: [{ shape: amounts, html: `<tr><td>${tokenOf(0)}</td><td>${tokenOf(1)}</td></tr>` }],
    };
    assert.equal(
      fillRows(rented, [{ rent: 25000, deposit: 1.005 }]),
      '<table><tbody><tr><td>25,000</td><td>1.01</td></tr></tbody></table>',
    );
    assert.equal(isRowsTemplate(rented), true);
    const counted = { fields: { rooms: { number: 0, orNull: true } } };
    assert.deepEqual(textsOf(counted, { rooms: 1234.5 }), ['1234.5']);
    assert.deepEqual(textsOf(counted, { rooms: null }), ['']);
    assert.equal(textsOf(counted, { rooms: '3' }), undefined);
    assert.equal(isRowsTemplate({ ...template, rows: [{ shape: counted, html: '' }] }), true);
    for (const shape of [
      { amount: -1 },
      { amount: '0' },
      { amount: 0, orNull: false },
      { amount: 0, like: '0' },
      { number: 0, amount: 0 },
      { number: 0.5 },
    ]) {
      assert.equal(
        isRowsTemplate({ ...template, rows: [{ shape, html: '' }] }),
        false,
        JSON.stringify(shape),
      );
    }
  });

  it('writes a mark found in a record as text, never as another mark', () => {
    assert.equal(textsOf(withoutImage, { _id: 1, name: tokenOf(0), image: null, tags: [] })?.[0], tokenOf(0));
    assert.equal(
      fillRows(template, [{ _id: 1, name: `${tokenOf(0)}$&$1`, image: null, tags: [] }]),
      `<table><tbody><tr><td>${tokenOf(0)}$&amp;$1</td></tr></tbody></table>`,
    );
  });
});

describe('isRowsTemplate', () => {
  it('accepts what a build writes and refuses anything else', () => {
    assert.equal(isRowsTemplate(template), true);
    assert.equal(isRowsTemplate({ ...template, page: '<table></table>' }), false);
    assert.equal(isRowsTemplate({ ...template, rows: [] }), false);
    assert.equal(isRowsTemplate({ ...template, rows: [{ shape: { text: -1 }, html: '' }] }), false);
    assert.equal(isRowsTemplate({ ...template, rows: [{ shape: { any: true, is: 1 }, html: '' }] }), false);
    assert.equal(isRowsTemplate({ ...template, source: 1 }), false);
  });
});
