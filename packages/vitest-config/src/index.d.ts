import type { ViteUserConfig } from 'vitest/config';

export declare function testConfig(test?: NonNullable<ViteUserConfig['test']>): ViteUserConfig;
export declare const pageTestConfig: ViteUserConfig;
