import { createAppConfig } from '@pm/mf-config/rspack';

export default createAppConfig({
  appDirectory: import.meta.dirname,
  name: 'mf_properties',
  exposes: { './routes': './src/routes.tsx' },
});
