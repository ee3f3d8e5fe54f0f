// `npm run deploy:remote -- mf-owners --to <folder>`: deploys one remote's production build next to a shell that is
// already deployed, only when every singleton the remote shares is satisfied by the version the shell provides
// (at run time a mismatch only logs a warning: strictVersion is false), and when the screens it declares collide
// with none of the shell's or the other deployed remotes' and each has a page. `--check` compares without copying;
// with no remote named it checks every built remote against the shell built from the same commit (`npm test`).
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remotes, shell } from '@pm/apps';
import { manifestScreens, screenConflicts } from '@pm/apps/screens';
import semver from 'semver';

const repoRoot = path.resolve(import.meta.dirname, '..');
// `npm run` starts scripts in the repository root: relative paths are the user's, from where npm was started.
const userDirectory = process.env.INIT_CWD ?? process.cwd();
const MANIFEST = 'mf-manifest.json';
const REMOTE_ENTRY = 'remoteEntry.js';
const RUNTIME_CONFIG = 'remotes.json';

const USAGE = `Usage:
  npm run deploy:remote -- <remote> --to <folder> [--from <dist folder>] [--shell <url or folder>]
      copies the remote's build to <folder>/<remote>/ when the deployed shell satisfies its shared singletons
      (the shell's mf-manifest.json: --shell, else <folder>/shell/); builds the remote first if it is not built
  npm run deploy:remote -- --check [<remote>...] [--shell <url or folder>]
      only compares; by default every remote's build against this checkout's shell build`;

/** A problem found, told to the user as is (exit code 1), without a stack trace. */
class DeployError extends Error {}

/**
 * One line per singleton the remote shares that the shell would not satisfy: the shell loads first and its copy is
 * the one every remote gets, so the shell's version must be in the range the remote was built for.
 * @param {string} remote the remote's folder, as the user names it
 * @param {{ shared: Array<{ name: string, version?: string, requiredVersion?: string | false, singleton?: boolean }> }} remoteManifest
 * @param {{ shared: Array<{ name: string, version: string }> }} shellManifest
 */
export function singletonSkew(remote, remoteManifest, shellManifest) {
  const provided = new Map(shellManifest.shared.map((entry) => [entry.name, entry.version]));
  const problems = [];
  for (const { name, singleton, requiredVersion } of remoteManifest.shared) {
    if (!singleton) continue;
    const version = provided.get(name);
    if (version === undefined) {
      problems.push(
        `${remote} needs ${name} ${requiredVersion || '(any version)'} but the deployed shell does not provide it`,
      );
    } else if (requiredVersion && !semver.satisfies(version, requiredVersion)) {
      problems.push(`${remote} needs ${name} ${requiredVersion} but the deployed shell provides ${version}`);
    }
  }
  return problems;
}

/** The files of a build in the order they are copied: the manifest last, the entry it names just before it. */
export function deployOrder(files) {
  const last = [REMOTE_ENTRY, MANIFEST].filter((file) => files.includes(file));
  return [...files.filter((file) => !last.includes(file)).sort(), ...last];
}

/**
 * A remote by its folder (mf-owners) or its Module Federation name (mf_owners). A remote this workspace does not
 * list is deployed from its own build (`--from`): its folder is the name given, as mf-<domain>.
 */
function findRemote(given, { fromBuild = false } = {}) {
  const found = Object.entries(remotes).find(([name, { folder }]) => given === folder || given === name);
  if (!found && fromBuild && /^mf-[a-z0-9-]+$/.test(given))
    return { name: given.replaceAll('-', '_'), folder: given };
  if (!found) {
    const known = Object.values(remotes).map(({ folder }) => folder);
    throw new DeployError(`${given} is not a remote; the remotes are: ${known.join(', ')}.`);
  }
  return { name: found[0], folder: found[1].folder };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DeployError(`${file} could not be read: ${error.message}`);
  }
}

function asManifest(manifest, source) {
  if (!Array.isArray(manifest?.shared))
    throw new DeployError(`${source} is not a Module Federation manifest.`);
  return manifest;
}

/**
 * The shell's manifest where it is deployed: a URL (its mf-manifest.json, or the address the shell is served at) or
 * a folder (holding mf-manifest.json itself or in dist/).
 */
async function readShellManifest(source) {
  if (/^https?:\/\//.test(source)) {
    const url = source.endsWith('.json') ? source : `${source.replace(/\/$/, '')}/${MANIFEST}`;
    let response;
    try {
      response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
    } catch (error) {
      throw new DeployError(
        `The shell's manifest could not be fetched from ${url}: ${error.cause?.message ?? error.message}`,
      );
    }
    if (!response.ok)
      throw new DeployError(
        `The shell's manifest could not be fetched from ${url}: HTTP ${response.status}.`,
      );
    return asManifest(await response.json().catch(() => undefined), url);
  }
  const candidates = source.endsWith('.json')
    ? [source]
    : [path.join(source, MANIFEST), path.join(source, 'dist', MANIFEST)];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) {
    throw new DeployError(
      `No deployed shell found: ${candidates.join(' and ')} do not exist. ` +
        "Pass --shell <url or folder> (where the shell's mf-manifest.json is served or kept).",
    );
  }
  return asManifest(readJson(file), file);
}

/** The remote's build: --from, else its dist in this checkout, built first when missing (deploys only). */
function remoteBuild(remote, from, { buildIfMissing }) {
  const dist = from ?? path.join(repoRoot, remote.folder, 'dist');
  if (!existsSync(path.join(dist, MANIFEST))) {
    if (from) throw new DeployError(`${dist} holds no ${MANIFEST}: is it a remote's production build?`);
    if (!buildIfMissing)
      throw new DeployError(`${remote.folder} is not built (${dist} is missing): run npm run build.`);
    console.log(`${remote.folder} is not built: building it.`);
    const built = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'scripts/pnpm.mjs'), '--filter', remote.folder, 'build'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
      },
    );
    if (built.status !== 0) throw new DeployError(`The build of ${remote.folder} failed.`);
  }
  const manifest = asManifest(readJson(path.join(dist, MANIFEST)), path.join(dist, MANIFEST));
  if (manifest.name !== remote.name) {
    throw new DeployError(
      `${path.join(dist, MANIFEST)} is the manifest of ${manifest.name}, not of ${remote.folder}.`,
    );
  }
  if (!existsSync(path.join(dist, REMOTE_ENTRY))) throw new DeployError(`${dist} has no ${REMOTE_ENTRY}.`);
  return { dist, manifest };
}

/**
 * Copies every file of `dist` into `target`, each written under a temporary name then renamed (a host never serves
 * half a file), in deployOrder: the chunks a new remoteEntry.js loads exist before it, and it before the manifest
 * that names it. Files of earlier deploys stay, for pages still running them.
 */
function copyBuild(dist, target) {
  const files = readdirSync(dist, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => statSync(path.join(dist, file)).isFile());
  for (const file of deployOrder(files)) {
    const destination = path.join(target, file);
    mkdirSync(path.dirname(destination), { recursive: true });
    const temporary = `${destination}.${process.pid}.tmp`;
    copyFileSync(path.join(dist, file), temporary);
    renameSync(temporary, destination);
  }
  return files.length;
}

function refuseOnProblems(problems) {
  if (problems.length > 0) throw new DeployError(problems.join('\n'));
}

/** The screens an app's manifest declares, as screenConflicts takes them; refused when it declares none. */
function declaredBy(owner, manifest, source) {
  const declared = manifestScreens(manifest);
  if (!declared) throw new DeployError(`${source} declares no screens (metaData.screens): rebuild ${owner}.`);
  return { owner, ...declared };
}

/**
 * One line per conflict of the remote's screens with the shell's and the other remotes' (a path or a screen id
 * taken, a menu position taken, a section that names nothing) and per declared screen without a page.
 */
export function screenProblems(remote, others) {
  const lines = screenConflicts([...others, remote]);
  return lines.filter((line) => line.startsWith(`${remote.owner} `));
}

/**
 * What the deployed shell's remotes.json tells of the other remotes: their declarations (a URL: the running
 * server's answer; a folder: the file, for a shell on a static host). None when there is no remotes.json.
 */
async function deployedRuntimeConfig(shellSource) {
  if (/^https?:\/\//.test(shellSource)) {
    const url = new URL(`/${RUNTIME_CONFIG}`, shellSource).href;
    try {
      const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
      return response.ok ? { source: url, config: await response.json() } : undefined;
    } catch {
      return undefined;
    }
  }
  const file = [path.join(shellSource, RUNTIME_CONFIG), path.join(shellSource, 'dist', RUNTIME_CONFIG)].find(
    (candidate) => existsSync(candidate),
  );
  return file ? { source: file, config: readJson(file), file } : undefined;
}

const othersIn = (config, name) =>
  Object.entries(config?.screens ?? {})
    .filter(([owner]) => owner !== name)
    .map(([owner, screens]) => ({ owner, screens }));

/** A static shell's remotes.json gets the deployed remote's declarations, written whole (temporary name, rename). */
function recordScreens(file, config, remote, screens) {
  const updated = { ...config, screens: { ...config.screens, [remote.name]: screens } };
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(updated, null, 2)}\n`);
  renameSync(temporary, file);
}

async function deploy({ remote: given, to, from, shell: shellSource }) {
  const remote = findRemote(given, { fromBuild: Boolean(from) });
  const shellAt = shellSource ?? path.join(to, shell.folder);
  const shellManifest = await readShellManifest(shellAt);
  const { dist, manifest } = remoteBuild(remote, from, { buildIfMissing: true });
  refuseOnProblems(singletonSkew(remote.folder, manifest, shellManifest));
  const declared = declaredBy(remote.name, manifest, path.join(dist, MANIFEST));
  const deployed = await deployedRuntimeConfig(shellAt);
  refuseOnProblems(
    screenProblems(declared, [
      declaredBy('shell', shellManifest, `The shell's manifest at ${shellAt}`),
      ...othersIn(deployed?.config, remote.name),
    ]),
  );
  const target = path.join(to, remote.folder);
  const count = copyBuild(dist, target);
  if (deployed?.file) {
    recordScreens(deployed.file, deployed.config, remote, declared.screens);
    console.log(`${deployed.file} now holds the screens of ${remote.folder}.`);
  }
  const singletons = manifest.shared.filter((entry) => entry.singleton).length;
  console.log(
    `${remote.folder}: its ${singletons} shared singletons are satisfied by the shell at ${shellAt}.`,
  );
  console.log(
    `Deployed ${remote.folder} from ${dist} to ${target}: ${count} files, ${REMOTE_ENTRY} and ${MANIFEST} last.`,
  );
}

async function check({ remotes: given, shell: shellSource }) {
  const shellAt = shellSource ?? path.join(repoRoot, shell.folder, 'dist');
  const shellManifest = await readShellManifest(shellAt);
  const checked = (given.length ? given : Object.keys(remotes)).map((name) => findRemote(name));
  const builds = checked.map((remote) => ({
    remote,
    manifest: remoteBuild(remote, undefined, { buildIfMissing: false }).manifest,
  }));
  const problems = builds.flatMap(({ remote, manifest }) =>
    singletonSkew(remote.folder, manifest, shellManifest),
  );
  // Every remote's screens against the shell's and the others' (the workspace's builds, or the deployed shell's).
  const deployed = shellSource ? await deployedRuntimeConfig(shellSource) : undefined;
  const declared = builds.map(({ remote, manifest }) =>
    declaredBy(remote.name, manifest, path.join(remote.folder, 'dist', MANIFEST)),
  );
  const others = othersIn(deployed?.config, undefined).filter(
    ({ owner }) => !declared.some((app) => app.owner === owner),
  );
  problems.push(
    ...screenConflicts([
      declaredBy('shell', shellManifest, `The shell's manifest at ${shellAt}`),
      ...others,
      ...declared,
    ]),
  );
  refuseOnProblems(problems);
  const names = checked.map((remote) => remote.folder).join(', ');
  console.log(`Shared singletons of ${names}: all satisfied by the shell at ${shellAt}.`);
  console.log(`Screens of ${names}: no path, id or menu position taken twice, and a page for each.`);
}

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      to: { type: 'string' },
      from: { type: 'string' },
      shell: { type: 'string' },
      check: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: true,
  });
  if (values.help) return console.log(USAGE);
  const fromUser = (given) => given && path.resolve(userDirectory, given);
  const shellAt = values.shell && (/^https?:\/\//.test(values.shell) ? values.shell : fromUser(values.shell));
  if (values.check) {
    if (values.to || values.from)
      throw new DeployError(`--check copies nothing: no --to or --from.\n${USAGE}`);
    return check({ remotes: positionals, shell: shellAt });
  }
  if (positionals.length !== 1 || !values.to) throw new DeployError(`Name one remote and --to.\n${USAGE}`);
  return deploy({
    remote: positionals[0],
    to: fromUser(values.to),
    from: fromUser(values.from),
    shell: shellAt,
  });
}

if (import.meta.filename === process.argv[1]) {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof DeployError) && !error?.code?.startsWith('ERR_PARSE_ARGS')) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
