declare const process: { env: { NODE_ENV?: string } };

/** 'production' or 'development': replaced at build time by rspack's DefinePlugin ('test' under vitest). */
export const BUILD_MODE = process.env.NODE_ENV;
