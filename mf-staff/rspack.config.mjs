import { createAppConfig } from '@pm/mf-config/rspack';

export default createAppConfig({
  appDirectory: import.meta.dirname,
  exposes: { './routes': './src/routes.tsx' },
});
