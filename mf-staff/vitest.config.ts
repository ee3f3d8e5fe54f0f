export { pageTestConfig as default } from '@pm/vitest-config';
