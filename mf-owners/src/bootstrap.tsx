import { renderStandalone } from '@pm/ui';
import { pages } from './routes';

renderStandalone(pages);
