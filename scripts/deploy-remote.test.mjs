// `npm run test:scripts` (node's own test runner): the deploy of one remote and its check of shared singletons
// against the deployed shell, on fixture builds.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { deployOrder, singletonSkew } from './deploy-remote.mjs';

const script = path.join(import.meta.dirname, 'deploy-remote.mjs');
const workspace = mkdtempSync(path.join(os.tmpdir(), 'deploy-remote-test-'));
after(() => rmSync(workspace, { recursive: true, force: true }));

const singleton = (name, version, requiredVersion) => ({ name, version, requiredVersion, singleton: true });
const react19 = [singleton('react', '19.3.1', '^19.0.0'), singleton('react-dom', '19.3.1', '^19.0.0')];
const react20 = [singleton('react', '20.0.0', '^20.0.0'), singleton('react-dom', '20.0.0', '^20.0.0')];
/** Each fixture app declares one screen, with its page: /<domain> (mf_owners: /owners), the shell /settings. */
const screenOf = (name) => {
  const domain = name === 'shell' ? 'settings' : name.replace(/^mf_/, '');
  return {
    [domain]: {
      path: `/${domain}`,
      title: domain,
      section: domain,
      menu: { label: domain, position: domain.length * 10 + domain.charCodeAt(0) },
    },
  };
};
const manifest = (name, shared, screens = screenOf(name)) => ({
  id: name,
  name,
  metaData: { name, screens, pages: Object.keys(screens) },
  shared,
  remotes: [],
  exposes: [],
});

let fixtures = 0;
function folderWith(files) {
  fixtures += 1;
  const folder = path.join(workspace, String(fixtures));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return folder;
}

/** A remote's production build: its manifest, its entry, a chunk and an asset. */
const remoteBuild = (name, shared, screens) =>
  folderWith({
    'mf-manifest.json': manifest(name, shared, screens),
    'remoteEntry.js': 'entry',
    '102.c7089359.js': 'chunk',
    'assets/photo.1a2b3c4d.png': 'png',
  });

/** A remotes' origin where the shell is deployed too (<folder>/shell/mf-manifest.json). */
const originWithShell = (shared) => folderWith({ 'shell/mf-manifest.json': manifest('shell', shared) });

function deploy(...args) {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], (error, stdout, stderr) =>
      resolve({ status: error ? error.code : 0, stdout, stderr }),
    );
  });
}

describe('shared singletons of a remote against the deployed shell', () => {
  it('names the package and both versions when the shell would not satisfy a singleton', () => {
    assert.deepEqual(singletonSkew('mf-owners', manifest('mf_owners', react20), manifest('shell', react19)), [
      'mf-owners needs react ^20.0.0 but the deployed shell provides 19.3.1',
      'mf-owners needs react-dom ^20.0.0 but the deployed shell provides 19.3.1',
    ]);
  });

  it('accepts any shell version in the range, and ignores what is not a singleton', () => {
    const remote = [
      singleton('react', '19.0.0', '^19.0.0'),
      singleton('@pm/session', '1.0.0', '^1.0.0'),
      { name: 'zod', version: '3.0.0', requiredVersion: '^3.0.0', singleton: false },
    ];
    const shell = [singleton('react', '19.3.1', '^19.0.0'), singleton('@pm/session', '1.2.0', '^1.2.0')];
    assert.deepEqual(singletonSkew('mf-owners', manifest('mf_owners', remote), manifest('shell', shell)), []);
  });

  it('refuses a singleton the shell does not provide: the remote would get a copy of its own', () => {
    const remote = [singleton('@pm/session', '1.0.0', '^1.0.0')];
    assert.deepEqual(
      singletonSkew('mf-tenants', manifest('mf_tenants', remote), manifest('shell', react19)),
      ['mf-tenants needs @pm/session ^1.0.0 but the deployed shell does not provide it'],
    );
  });

  it('copies the manifest last, the entry it names just before it', () => {
    assert.deepEqual(
      deployOrder(['mf-manifest.json', 'remoteEntry.js', 'b.js', 'assets/a.png', 'remoteEntry.js.map']),
      ['assets/a.png', 'b.js', 'remoteEntry.js.map', 'remoteEntry.js', 'mf-manifest.json'],
    );
  });
});

describe('npm run deploy:remote', () => {
  it('refuses a remote built for another React major, one line per package, and copies nothing', async () => {
    const origin = originWithShell(react19);
    const result = await deploy('mf-owners', '--to', origin, '--from', remoteBuild('mf_owners', react20));
    assert.equal(result.status, 1);
    assert.equal(
      result.stderr,
      'mf-owners needs react ^20.0.0 but the deployed shell provides 19.3.1\n' +
        'mf-owners needs react-dom ^20.0.0 but the deployed shell provides 19.3.1\n',
    );
    assert.equal(existsSync(path.join(origin, 'mf-owners')), false);
  });

  it('deploys a compatible remote into <folder>/<remote>/ and says what it deployed', async () => {
    const origin = originWithShell(react19);
    const build = remoteBuild('mf_owners', react19);
    const result = await deploy('mf-owners', '--to', origin, '--from', build);
    assert.equal(result.stderr, '');
    assert.equal(result.status, 0);
    const target = path.join(origin, 'mf-owners');
    assert.match(result.stdout, new RegExp(`Deployed mf-owners from .+ to ${target}: 4 files`));
    const files = ['102.c7089359.js', 'assets/photo.1a2b3c4d.png', 'remoteEntry.js', 'mf-manifest.json'];
    const read = (folder, file) => readFileSync(path.join(folder, file), 'utf8');
    for (const file of files) assert.equal(read(target, file), read(build, file));
    const writtenAt = (file) => statSync(path.join(target, file), { bigint: true }).mtimeNs;
    for (const file of files) {
      assert.ok(writtenAt(file) <= writtenAt('mf-manifest.json'), `${file} is written before the manifest`);
    }
  });

  it('reads the shell deployed at a URL', async () => {
    const server = http.createServer((request, response) => {
      if (request.url !== '/mf-manifest.json') return response.writeHead(404).end();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(manifest('shell', react19)));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const shellUrl = `http://127.0.0.1:${server.address().port}`;
      const origin = folderWith({});
      const refused = await deploy(
        'mf-owners',
        '--to',
        origin,
        '--shell',
        shellUrl,
        '--from',
        remoteBuild('mf_owners', react20),
      );
      assert.equal(refused.status, 1);
      assert.match(
        refused.stderr,
        /mf-owners needs react \^20\.0\.0 but the deployed shell provides 19\.3\.1/,
      );
      const deployed = await deploy(
        'mf-owners',
        '--to',
        origin,
        '--shell',
        `${shellUrl}/`,
        '--from',
        remoteBuild('mf_owners', react19),
      );
      assert.equal(deployed.status, 0, deployed.stderr);
    } finally {
      server.close();
    }
  });

  it('refuses when no deployed shell is found, and asks for --shell', async () => {
    const result = await deploy(
      'mf-owners',
      '--to',
      folderWith({}),
      '--from',
      remoteBuild('mf_owners', react19),
    );
    assert.equal(result.status, 1);
    assert.match(
      result.stderr,
      /No deployed shell found: .+shell\/mf-manifest\.json .+Pass --shell <url or folder>/,
    );
  });

  it("refuses another remote's build", async () => {
    const origin = originWithShell(react19);
    const result = await deploy('mf-owners', '--to', origin, '--from', remoteBuild('mf_contracts', react19));
    assert.equal(result.status, 1);
    assert.match(result.stderr, /is the manifest of mf_contracts, not of mf-owners/);
  });

  it("refuses a remote whose screens collide with the shell's or a deployed remote's, one line per conflict", async () => {
    const deployedConfig = { remotes: {}, screens: { mf_contracts: screenOf('mf_contracts') } };
    const origin = folderWith({
      'shell/mf-manifest.json': manifest('shell', react19),
      'shell/remotes.json': deployedConfig,
    });
    const colliding = {
      'owners-list': {
        path: '/owners',
        title: 'Owners',
        section: 'owners-list',
        menu: { label: 'Owner', position: 20 },
      },
      'owner-settings': { path: '/settings', title: 'Settings', section: 'owners-list' },
      'owner-contracts': { path: '/contracts', title: 'Contracts', section: 'owners-list' },
    };
    const result = await deploy(
      'mf-owners',
      '--to',
      origin,
      '--from',
      remoteBuild('mf_owners', react19, colliding),
    );
    assert.equal(result.status, 1);
    assert.equal(
      result.stderr,
      'mf_owners declares /settings, already declared by shell.\n' +
        'mf_owners declares /contracts, already declared by mf_contracts.\n',
    );
    assert.equal(existsSync(path.join(origin, 'mf-owners')), false);
  });

  it('refuses a remote that declares a screen its ./routes module has no page for', async () => {
    const build = folderWith({
      'mf-manifest.json': {
        ...manifest('mf_owners', react19),
        metaData: { screens: screenOf('mf_owners'), pages: [] },
      },
      'remoteEntry.js': 'entry',
    });
    const result = await deploy('mf-owners', '--to', originWithShell(react19), '--from', build);
    assert.equal(result.status, 1);
    assert.equal(
      result.stderr,
      'mf_owners declares /owners (owners) but its ./routes module has no page for it.\n',
    );
  });

  it("deploys a new remote this workspace does not list, and records its screens in a static shell's remotes.json", async () => {
    const origin = folderWith({
      'shell/mf-manifest.json': manifest('shell', react19),
      'shell/remotes.json': {
        apiBaseUrl: '/api',
        remotes: {},
        screens: { mf_contracts: screenOf('mf_contracts') },
      },
    });
    const result = await deploy('mf-reports', '--to', origin, '--from', remoteBuild('mf_reports', react19));
    assert.equal(result.status, 0, result.stderr);
    const recorded = JSON.parse(readFileSync(path.join(origin, 'shell', 'remotes.json'), 'utf8'));
    assert.deepEqual(recorded.screens, {
      mf_contracts: screenOf('mf_contracts'),
      mf_reports: screenOf('mf_reports'),
    });
    assert.ok(existsSync(path.join(origin, 'mf-reports', 'remoteEntry.js')));
  });

  it('refuses an unknown remote, listing the remotes', async () => {
    const result = await deploy('mf-nothing', '--to', originWithShell(react19));
    assert.equal(result.status, 1);
    assert.match(result.stderr, /^mf-nothing is not a remote; the remotes are: mf-auth, .*mf-owners/);
  });
});
