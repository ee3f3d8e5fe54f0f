import { configureApiBaseUrl } from '@pm/api-client';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app';
import { registerRuntimeRemotes } from './remotes/remote-registry';
import { fetchRuntimeConfig } from './remotes/runtime-config';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  try {
    const config = await fetchRuntimeConfig();
    configureApiBaseUrl(config.apiBaseUrl);
    registerRuntimeRemotes(config.remotes);
  } catch (error) {
    console.error('The runtime configuration could not be loaded', error);
    registerRuntimeRemotes({});
  }
  root.render(<App router={createAppRouter()} />);
}

start();
