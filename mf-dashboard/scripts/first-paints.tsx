// After the production build: the dashboard drawn into dist/first-paint/ (see @pm/ui/first-paint).
import path from 'node:path';
import { writeFirstPaints } from '@pm/ui/first-paint';
import { pages } from '../src/routes';

await writeFirstPaints(path.join(import.meta.dirname, '..'), pages, ['dashboard']);
