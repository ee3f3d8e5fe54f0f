import { renderStandalone } from '@pm/ui';
import { pages } from './routes';
import screens from './screens.json';

renderStandalone(pages, screens);
