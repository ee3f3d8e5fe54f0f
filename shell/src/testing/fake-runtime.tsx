// Test support (never imported by app code): what the shell's app tests put in place of the Module Federation
// runtime, with `vi.mock('@module-federation/enhanced/runtime', async () =>
// (await import('./testing/fake-runtime')).fakeRuntime)`. Every page of every remote shows "{remote id} {screen id}".

export const fakeRuntime = {
  loadRemote: vi.fn(async (id: string) => ({
    pages: new Proxy({}, { get: (_target, screen) => () => <p>{`${id} ${String(screen)}`}</p> }),
  })),
  registerRemotes: vi.fn(),
};
