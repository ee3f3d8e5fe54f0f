import { createAppConfig } from '@pm/mf-config/rspack';

export default createAppConfig({
  appDirectory: import.meta.dirname,
  name: 'mf_contracts',
  exposes: { './routes': './src/routes.tsx' },
});
