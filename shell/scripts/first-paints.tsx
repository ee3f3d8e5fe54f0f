// After the production build: the signed-in layout drawn into dist/first-paint/layout.html, with marks where the
// server puts the screen's title, section and page, "Loading..." as the shell first shows it (see @pm/ui/first-paint
// and LAYOUT_FIRST_PAINT).
import path from 'node:path';
import { LAYOUT_FIRST_PAINT } from '@pm/apps/screens';
import { LoadingState } from '@pm/ui';
import { writeLayoutFirstPaint } from '@pm/ui/first-paint';
import { createElement } from 'react';
import { LayoutFrame } from '../src/layout/app-layout';

const route = {
  title: LAYOUT_FIRST_PAINT.title,
  section: { label: LAYOUT_FIRST_PAINT.sectionLabel, path: LAYOUT_FIRST_PAINT.sectionPath },
};
await writeLayoutFirstPaint(
  path.join(import.meta.dirname, '..'),
  <LayoutFrame route={route} onLogout={() => undefined}>
    {createElement(LAYOUT_FIRST_PAINT.page, null, <LoadingState />)}
  </LayoutFrame>,
);
