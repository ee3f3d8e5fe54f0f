// @vitest-environment node
import { fillRows, ROWS_SLOT } from '@pm/apps/first-paint-rows';
import { useContext } from 'react';
import { drawingWithRecords, renderFirstPaint } from './first-paint';
import { FirstPaintRowsContext } from './first-paint-rows';
import { rowsTemplateOf } from './first-paint-rows-template';
import { formatAmount } from './format';
import { Button, Typography } from './mui-basics';

describe('renderFirstPaint', () => {
  it('draws a page after one emotion style element holding the rules of every class it uses, and no ids', async () => {
    const html = await renderFirstPaint(
      <main>
        <Typography variant="h1" id="title">
          Property Management
        </Typography>
        <label htmlFor="email">Email</label>
        <Button variant="contained">Log in</Button>
      </main>,
      '/login',
    );
    const [, names = '', css = '', markup = ''] =
      /^<style data-emotion="css ([^"]+)">(.*?)<\/style>(.*)$/s.exec(html) ?? [];
    expect(markup).toContain('>Property Management</h1>');
    expect(markup).toContain('>Log in</button>');
    const classes = [...markup.matchAll(/\bcss-([^\s"]+)/g)].map(([, name]) => name as string);
    expect(classes.length).toBeGreaterThan(1);
    for (const name of classes) {
      expect(names.split(' ')).toContain(name);
      expect(css).toContain(`.css-${name}{`);
    }
    // The baseline every page of the shell has.
    expect(css).toContain('body{margin:0;');
    expect(markup).not.toMatch(/\s(id|for)="/);
  });
});

describe('rowsTemplateOf', () => {
  interface Person {
    _id: string;
    name: string;
    nick: string;
    email: string;
    picture: string | null;
    visits: number;
  }
  const route = { method: 'GET', path: '/people', access: 'read' } as const;
  const ann: Person = {
    _id: 'a1',
    name: 'Ann',
    nick: 'Annie',
    email: 'ann@example.com',
    picture: '/p.png',
    visits: 3,
  };

  function PeoplePage() {
    const people = (useContext(FirstPaintRowsContext) ?? []) as Person[];
    return (
      <table>
        <tbody>
          {people.map((person) => (
            <tr key={person._id}>
              <td>
                {person.picture ? <img src={person.picture} alt={`${person.name} smiling`} /> : 'No picture'}
              </td>
              <td>{person.name || 'Unnamed'}</td>
              <td>{person.nick}</td>
              {/* Drawn otherwise than as it is: a record must have this one's value to be drawn by the template. */}
              <td>{person.email.toUpperCase()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const draw = drawingWithRecords(PeoplePage, '/people');

  it('makes a mark of each text drawn as it is, lets anything be where nothing is drawn, and fills as React draws', async () => {
    const template = await rowsTemplateOf(draw, '/people', {
      route,
      samples: [ann, { ...ann, picture: null }],
    });
    expect(template.source).toBe('/people');
    expect(template.rows.map((row) => row.shape)).toEqual([
      {
        fields: {
          _id: { any: true },
          name: { text: 0 },
          nick: { text: 1, orEmpty: true, orNull: true },
          email: { is: ann.email },
          picture: { text: 2 },
          visits: { any: true },
        },
      },
      {
        fields: {
          _id: { any: true },
          name: { text: 0 },
          nick: { text: 1, orEmpty: true, orNull: true },
          email: { is: ann.email },
          picture: { is: null },
          visits: { any: true },
        },
      },
    ]);
    const people: Person[] = [
      { _id: 'b2', name: `<Bob & "Jo">`, nick: '', email: ann.email, picture: '/b.png?x=1&y=2', visits: 9 },
      { _id: 'c3', name: 'Cy', nick: 'C', email: ann.email, picture: null, visits: 0 },
    ];
    expect(fillRows(template, people)).toBe(await draw(people));
    // A value drawn otherwise than as it is, and an empty text where the page draws something else.
    expect(fillRows(template, [{ ...ann, email: 'other@example.com' }])).toBeUndefined();
    expect(fillRows(template, [{ ...ann, name: '' }])).toBeUndefined();
  });

  it("draws a record's page as its one row; a text drawn as it is in its sample's form only is a mark for that form", async () => {
    interface Born {
      name: string;
      born: string;
    }
    function BornPage() {
      const [person] = (useContext(FirstPaintRowsContext) ?? []) as Born[];
      if (!person) return <p>Loading...</p>;
      return (
        <section>
          <h3>{person.name}</h3>
          <p>Born {person.born.slice(0, 10)}</p>
        </section>
      );
    }
    const drawBorn = drawingWithRecords(BornPage, '/born/:id');
    const template = await rowsTemplateOf(drawBorn, '/born/:id', {
      route,
      params: { id: 'id' },
      samples: [{ name: 'Ann', born: '1980-01-31' }],
    });
    expect(template).toMatchObject({ params: { id: 'id' }, page: ROWS_SLOT });
    expect(template.rows[0]?.shape).toEqual({
      fields: { name: { text: 0, orEmpty: true, orNull: true }, born: { text: 1, like: '0000-00-00' } },
    });
    const bob = { name: '<Bob>', born: '2001-12-05' };
    expect(fillRows(template, [bob])).toBe(await drawBorn([bob]));
    expect(fillRows(template, [{ ...bob, born: '2001-12-05T10:00:00Z' }])).toBeUndefined();
  });

  it('makes a mark of each number drawn as formatAmount or React draws it, and keeps a number drawn otherwise as it is', async () => {
    interface Lease {
      _id: string;
      rent: number | null;
      deposit: number | null;
      tenants: number;
      floor: number;
    }
    function LeasesPage() {
      const leases = (useContext(FirstPaintRowsContext) ?? []) as Lease[];
      return (
        <table>
          <tbody>
            {leases.map((lease) => (
              <tr key={lease._id}>
                <td>{formatAmount(lease.rent)}</td>
                <td>{lease.deposit === null ? 'No deposit' : `${formatAmount(lease.deposit)} THB`}</td>
                <td>{lease.tenants}</td>
                <td>{lease.floor.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    const drawLeases = drawingWithRecords(LeasesPage, '/leases');
    const sample: Lease = { _id: 'l1', rent: 25000, deposit: 50000, tenants: 2, floor: 3 };
    const template = await rowsTemplateOf(drawLeases, '/leases', { route, samples: [sample] });
    expect(template.rows[0]?.shape).toEqual({
      fields: {
        _id: { any: true },
        rent: { amount: 0, orNull: true },
        deposit: { amount: 1 },
        tenants: { number: 2, orNull: true },
        floor: { is: 3 },
      },
    });
    const leases: Lease[] = [
      { _id: 'l2', rent: 1234567.891, deposit: -0.5, tenants: 1234.5, floor: 3 },
      { _id: 'l3', rent: null, deposit: 1.005, tenants: 0, floor: 3 },
    ];
    expect(fillRows(template, leases)).toBe(await drawLeases(leases));
    expect(fillRows(template, [{ ...sample, deposit: null }])).toBeUndefined();
    expect(fillRows(template, [{ ...sample, floor: 4 }])).toBeUndefined();
  });

  it('fails the build, naming the page, where no row is drawn in a table', async () => {
    await expect(
      rowsTemplateOf(
        drawingWithRecords(() => <p>No table</p>, '/people'),
        '/people',
        { route, samples: [ann] },
      ),
    ).rejects.toThrow('/people: a sample');
  });
});
