import { createAppConfig } from '@pm/mf-config/rspack';

export default createAppConfig({
  appDirectory: import.meta.dirname,
  devProxy: { context: ['/api', '/remotes.json', '/files'], target: 'http://127.0.0.1:3000' },
});
