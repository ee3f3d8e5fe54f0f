// @vitest-environment node
import { renderFirstPaint } from './first-paint';
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
