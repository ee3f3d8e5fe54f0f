// Test support (never imported by app code): what the shell's app tests put in place of the Module Federation
// runtime, with `vi.mock('@module-federation/enhanced/runtime', async () =>
// (await import('./testing/fake-runtime')).fakeRuntime)`. Every page of every remote shows "{remote id} {path}".

export const fakeRuntime = {
  loadRemote: vi.fn(async (id: string) => ({
    pages: new Proxy({}, { get: (_target, path) => () => <p>{`${id} ${String(path)}`}</p> }),
  })),
  registerRemotes: vi.fn(),
};
