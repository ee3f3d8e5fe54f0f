import { testConfig } from '@pm/vitest-config';

export default testConfig({ environment: 'node' });
